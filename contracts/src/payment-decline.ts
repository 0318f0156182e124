import { z } from 'zod';
import { singleLineText } from './text.ts';

/**
 * The card gateway's status codes (INTEGRATIONS.md, "Gateway status codes") with a sentence a
 * member can act on. Members see the sentence, never the number; `key` is stable so the web app can
 * translate it.
 */
export interface DeclineReason {
  code: number;
  /** The gateway's own name for the code. */
  name: string;
  key: string;
  message: string;
  /** The same sentence in Danish, for mails the server writes (the web app has its own texts). */
  messageDa: string;
}

export const declineReasons = [
  {
    code: 0,
    name: 'Success',
    key: 'success',
    message: 'The payment was approved.',
    messageDa: 'Betalingen blev godkendt.',
  },
  {
    code: 1,
    name: 'ThreeDSDeclined',
    key: 'threeDsDeclined',
    message: 'Your card issuer did not confirm the payment with 3-D Secure.',
    messageDa: 'Din kortudsteder bekræftede ikke betalingen med 3-D Secure.',
  },
  {
    code: 2,
    name: 'ThreeDSAuthenticationFailure',
    key: 'threeDsAuthenticationFailure',
    message: 'The 3-D Secure check of your card failed. Please try again.',
    messageDa: '3-D Secure-tjekket af dit kort mislykkedes. Prøv igen.',
  },
  {
    code: 3,
    name: 'ThreeDSAdditionalAuthenticationNeeded',
    key: 'threeDsAdditionalAuthenticationNeeded',
    message: 'Your card issuer needs you to confirm the payment. Please try again.',
    messageDa: 'Din kortudsteder beder dig bekræfte betalingen. Prøv igen.',
  },
  {
    code: 4,
    name: 'AcquirerDeclined',
    key: 'acquirerDeclined',
    message: 'The payment was declined by the card processor.',
    messageDa: 'Betalingen blev afvist af kortindløseren.',
  },
  {
    code: 5,
    name: 'SuspectedFraud',
    key: 'suspectedFraud',
    message: 'The payment was declined for security reasons. Please contact your bank.',
    messageDa: 'Betalingen blev afvist af sikkerhedshensyn. Kontakt din bank.',
  },
  {
    code: 6,
    name: 'IssuerDeclined',
    key: 'issuerDeclined',
    message: 'Your bank declined the payment.',
    messageDa: 'Din bank afviste betalingen.',
  },
  {
    code: 7,
    name: 'InsufficientFunds',
    key: 'insufficientFunds',
    message: 'Your card has insufficient funds.',
    messageDa: 'Der er ikke dækning på dit kort.',
  },
  {
    code: 8,
    name: 'LimitExceeded',
    key: 'limitExceeded',
    message: 'The payment exceeds the limit of your card.',
    messageDa: 'Betalingen overstiger grænsen på dit kort.',
  },
  {
    code: 9,
    name: 'MerchantBlockedByCardholder',
    key: 'merchantBlockedByCardholder',
    message: 'Payments to this club are blocked on your card.',
    messageDa: 'Betalinger til denne klub er blokeret på dit kort.',
  },
  {
    code: 10,
    name: 'InvalidCard',
    key: 'invalidCard',
    message: 'The card number is not valid.',
    messageDa: 'Kortnummeret er ikke gyldigt.',
  },
  {
    code: 11,
    name: 'CardExpired',
    key: 'cardExpired',
    message: 'Your card has expired.',
    messageDa: 'Dit kort er udløbet.',
  },
  {
    code: 12,
    name: 'InvalidCsc',
    key: 'invalidCsc',
    message: 'The security code (CVC) is not correct.',
    messageDa: 'Kontrolcifrene (CVC) er ikke korrekte.',
  },
  {
    code: 13,
    name: 'InvalidExpiration',
    key: 'invalidExpiration',
    message: 'The expiry date is not correct.',
    messageDa: 'Udløbsdatoen er ikke korrekt.',
  },
  {
    code: 14,
    name: 'LostCard',
    key: 'lostCard',
    message: 'The card is reported lost or stolen. Please contact your bank.',
    messageDa: 'Kortet er meldt mistet eller stjålet. Kontakt din bank.',
  },
  {
    code: 15,
    name: 'CardRestricted',
    key: 'cardRestricted',
    message: 'Your card cannot be used for this payment. Please contact your bank.',
    messageDa: 'Dit kort kan ikke bruges til denne betaling. Kontakt din bank.',
  },
  {
    code: 16,
    name: 'UnsupportedCardScheme',
    key: 'unsupportedCardScheme',
    message: 'This type of card is not accepted. Please use another card.',
    messageDa: 'Denne korttype modtages ikke. Brug et andet kort.',
  },
  {
    code: 17,
    name: 'InternalError',
    key: 'internalError',
    message: 'The payment service had an error. Please try again later.',
    messageDa: 'Betalingstjenesten havde en fejl. Prøv igen senere.',
  },
  {
    code: 18,
    name: 'InternalCommunicationsError',
    key: 'internalCommunicationsError',
    message: 'The payment service could not complete the payment. Please try again later.',
    messageDa: 'Betalingstjenesten kunne ikke gennemføre betalingen. Prøv igen senere.',
  },
  {
    code: 19,
    name: 'AcquirerCommunicationsError',
    key: 'acquirerCommunicationsError',
    message: 'The card processor could not be reached. Please try again later.',
    messageDa: 'Kortindløseren kunne ikke nås. Prøv igen senere.',
  },
  {
    code: 20,
    name: 'AcquirerProtocolError',
    key: 'acquirerProtocolError',
    message: 'The card processor could not complete the payment. Please try again later.',
    messageDa: 'Kortindløseren kunne ikke gennemføre betalingen. Prøv igen senere.',
  },
  {
    code: 21,
    name: 'AcquirerInternalError',
    key: 'acquirerInternalError',
    message: 'The card processor had an error. Please try again later.',
    messageDa: 'Kortindløseren havde en fejl. Prøv igen senere.',
  },
  {
    code: 22,
    name: 'IssuerInternalError',
    key: 'issuerInternalError',
    message: 'Your bank could not process the payment. Please try again later.',
    messageDa: 'Din bank kunne ikke behandle betalingen. Prøv igen senere.',
  },
] as const satisfies readonly DeclineReason[];

/** For a code we do not know, or a decline that came without one (the member left the window). */
export const unknownDeclineReason: DeclineReason = {
  code: -1,
  name: 'Unknown',
  key: 'unknown',
  message: 'The payment was not completed. No money has been taken.',
  messageDa: 'Betalingen blev ikke gennemført. Der er ikke trukket penge.',
};

/** The gateway's names by code, e.g. `gatewayStatusNames[6] === 'IssuerDeclined'`. */
export const gatewayStatusNames: Readonly<Record<number, string>> = Object.fromEntries(
  declineReasons.map((reason) => [reason.code, reason.name]),
);

/** Reads a code as the gateway sends it (a number, or a string in a query parameter). */
export function declineReasonFor(code: number | string | null | undefined): DeclineReason {
  const text = typeof code === 'number' ? String(code) : (code?.trim() ?? '');
  if (!/^\d{1,3}$/.test(text)) return unknownDeclineReason;
  return declineReasons.find((reason) => reason.code === Number(text)) ?? unknownDeclineReason;
}

/**
 * "Decline info" (SPEC.md section 3): the query parameters the gateway appends to the decline URL.
 * They come from the browser, so they only choose what to tell the member; they prove nothing.
 */
export const declineInfoSchema = z.object({
  gatewayreason: singleLineText().max(16).optional(),
  // [?] INTEGRATIONS.md does not confirm `reason` or its content: never rely on it.
  reason: singleLineText().max(200).optional(),
  acquirer: singleLineText().max(16).optional(),
});
export type DeclineInfo = z.infer<typeof declineInfoSchema>;

/** What to tell the member about a decline, from the decline URL's parameters. */
export function describeDecline(info: DeclineInfo): DeclineReason {
  return declineReasonFor(info.gatewayreason);
}

/** An automatic renewal's saved card that the gateway no longer knows (deleted, another merchant). */
export const savedCardGoneReason: DeclineReason = {
  code: -2,
  name: 'SavedCardGone',
  key: 'savedCardGone',
  message: 'The saved card can no longer be charged. Please save a card again.',
  messageDa: 'Det gemte kort kan ikke længere trækkes på. Gem venligst et kort igen.',
};

/** The reason of a renewal's failure code: a gateway status, or the saved card being gone. */
export function renewalFailureReason(code: number | null): DeclineReason {
  return code === savedCardGoneReason.code ? savedCardGoneReason : declineReasonFor(code);
}
