import type { CardField, CardProblem } from '#src/lib/payments/sandbox/sandbox-cards.ts';

export type WindowLanguage = 'da' | 'en';

export interface WindowTexts {
  htmlLang: WindowLanguage;
  title: string;
  securePayment: string;
  orderNumber: string;
  amount: string;
  testModeTitle: string;
  testModeText: string;
  testCards: { number: string; text: string }[];
  testCardsRest: string;
  fields: Record<CardField, { label: string; hint?: string }>;
  problems: Record<CardProblem, string>;
  errorSummary: string;
  pay: (amount: string) => string;
  cancel: string;
  footer: string;
  otherLanguage: { label: string; lang: WindowLanguage };
  done: Record<'authorized' | 'declined' | 'cancelled', { title: string; text: string }>;
  continue: string;
  notFoundTitle: string;
  notFoundText: string;
}

export const windowTexts: Record<WindowLanguage, WindowTexts> = {
  da: {
    htmlLang: 'da',
    title: 'Betaling',
    securePayment: 'Sikker kortbetaling',
    orderNumber: 'Ordrenummer',
    amount: 'Beløb',
    testModeTitle: 'Testtilstand',
    testModeText: 'Dette er et testbetalingsvindue. Der trækkes ingen penge. Brug et testkort:',
    testCards: [
      { number: '4111 1111 1111 1111', text: 'godkendes' },
      { number: '4000 0000 0000 0002', text: 'afvises af kortudstederen' },
      { number: '4000 0000 0000 9995', text: 'afvises: ikke dækning på kortet' },
      {
        number: '4000 0000 0000 0341',
        text: 'godkendes og gemmes, men senere automatiske træk afvises: ikke dækning',
      },
    ],
    testCardsRest: 'Enhver fremtidig udløbsdato og enhver CVC på 3 eller 4 cifre.',
    fields: {
      cardNumber: { label: 'Kortnummer' },
      expiry: { label: 'Udløbsdato', hint: 'MM/ÅÅ' },
      cvc: { label: 'Kontrolcifre', hint: 'CVC: 3 eller 4 cifre' },
      cardholderName: { label: 'Kortholders navn' },
    },
    problems: {
      required: 'Udfyld feltet.',
      cardNumberInvalid: 'Kortnummeret er ikke gyldigt. Tjek cifrene.',
      cardNumberNotTest: 'Dette testvindue tager kun testkortene ovenfor.',
      expiryFormat: 'Skriv udløbsdatoen som MM/ÅÅ, fx 12/29.',
      expiryPast: 'Kortet er udløbet. Vælg en udløbsdato i fremtiden.',
      cvcFormat: 'CVC skal være 3 eller 4 cifre.',
      tooLong: 'Navnet må højst være 100 tegn.',
    },
    errorSummary: 'Betalingen kunne ikke gennemføres. Ret venligst:',
    pay: (amount) => `Betal ${amount}`,
    cancel: 'Annuller og gå tilbage',
    footer: 'Testbetalingsvindue i medlemsportalen. Kortnummer og CVC gemmes ikke.',
    otherLanguage: { label: 'English', lang: 'en' },
    done: {
      authorized: { title: 'Betalingen er godkendt', text: 'Du kan fortsætte til klubben.' },
      declined: { title: 'Betalingen blev afvist', text: 'Der er ikke trukket penge.' },
      cancelled: { title: 'Betalingen blev annulleret', text: 'Der er ikke trukket penge.' },
    },
    continue: 'Fortsæt',
    notFoundTitle: 'Betalingen findes ikke',
    notFoundText: 'Linket er ugyldigt eller udløbet. Gå tilbage og start betalingen igen.',
  },
  en: {
    htmlLang: 'en',
    title: 'Payment',
    securePayment: 'Secure card payment',
    orderNumber: 'Order number',
    amount: 'Amount',
    testModeTitle: 'Test mode',
    testModeText: 'This is a test payment window. No money is taken. Use a test card:',
    testCards: [
      { number: '4111 1111 1111 1111', text: 'is approved' },
      { number: '4000 0000 0000 0002', text: 'is declined by the card issuer' },
      { number: '4000 0000 0000 9995', text: 'is declined: insufficient funds' },
      {
        number: '4000 0000 0000 0341',
        text: 'is approved and saved, but later automatic charges are declined: insufficient funds',
      },
    ],
    testCardsRest: 'Any future expiry date and any CVC of 3 or 4 digits.',
    fields: {
      cardNumber: { label: 'Card number' },
      expiry: { label: 'Expiry date', hint: 'MM/YY' },
      cvc: { label: 'Security code', hint: 'CVC: 3 or 4 digits' },
      cardholderName: { label: 'Cardholder name' },
    },
    problems: {
      required: 'Please fill in this field.',
      cardNumberInvalid: 'The card number is not valid. Check the digits.',
      cardNumberNotTest: 'This test window takes only the test cards above.',
      expiryFormat: 'Write the expiry date as MM/YY, e.g. 12/29.',
      expiryPast: 'The card has expired. Choose an expiry date in the future.',
      cvcFormat: 'The CVC must be 3 or 4 digits.',
      tooLong: 'The name may be at most 100 characters.',
    },
    errorSummary: 'The payment could not be made. Please correct:',
    pay: (amount) => `Pay ${amount}`,
    cancel: 'Cancel and go back',
    footer: 'Test payment window of the member portal. Card number and CVC are not stored.',
    otherLanguage: { label: 'Dansk', lang: 'da' },
    done: {
      authorized: { title: 'The payment is approved', text: 'You can continue to the club.' },
      declined: { title: 'The payment was declined', text: 'No money has been taken.' },
      cancelled: { title: 'The payment was cancelled', text: 'No money has been taken.' },
    },
    continue: 'Continue',
    notFoundTitle: 'Payment not found',
    notFoundText: 'The link is invalid or has expired. Go back and start the payment again.',
  },
};

/**
 * The enforced language wins (Freepay's EnforceLanguage); otherwise the member's choice on the
 * page, then the browser's Accept-Language; Danish by default, since the clubs are Danish.
 */
export function chooseLanguage(
  enforced: string | null,
  chosen: string | undefined,
  acceptLanguage: string | undefined,
): WindowLanguage {
  if (enforced === 'en-US') return 'en';
  if (enforced === 'da-DK') return 'da';
  if (chosen === 'en' || chosen === 'da') return chosen;
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'da';
}
