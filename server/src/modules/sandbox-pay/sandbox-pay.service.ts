import { gatewayStatusNames } from '@portal/contracts/payment-decline';
import type { Database } from '#src/db/client.ts';
import type { Jobs } from '#src/lib/jobs.ts';
import { zeroGuid } from '#src/lib/payments/gateway.ts';
import { enqueueSandboxCallback } from '#src/lib/payments/sandbox/sandbox-callback.ts';
import {
  type CardField,
  type CardForm,
  type CardProblem,
  cardTypeOf,
  checkCard,
  maskPan,
} from '#src/lib/payments/sandbox/sandbox-cards.ts';
import {
  completePayment,
  findPayment,
  insertAuthorization,
  insertSavedCard,
  lockPayment,
  type SandboxPayment,
} from '#src/lib/payments/sandbox/sandbox-repository.ts';

export type { SandboxPayment };

/** Freepay marks test authorizations with acquirer 255; the sandbox does the same. */
const testAcquirer = '255';
const sandboxAcquirer = '1';

export type SubmitResult =
  | { kind: 'not-found' }
  | { kind: 'invalid'; payment: SandboxPayment; problems: Partial<Record<CardField, CardProblem>> }
  | { kind: 'redirect'; location: string };

export function findPaymentWindow(db: Database, paymentId: string): Promise<SandboxPayment | null> {
  return findPayment(db, paymentId);
}

function withParameters(base: string, parameters: Record<string, string>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * The member submitted the card form. A window closes once: a second submit (a double click, the
 * back button) is sent where the first one went, and no second authorization is made.
 */
export async function submitCard(
  deps: { db: Database; jobs: Jobs },
  paymentId: string,
  form: CardForm,
): Promise<SubmitResult> {
  const payment = await findPayment(deps.db, paymentId);
  if (!payment) return { kind: 'not-found' };
  if (payment.outcomeUrl) return { kind: 'redirect', location: payment.outcomeUrl };
  const check = checkCard(form);
  if (!check.ok) return { kind: 'invalid', payment, problems: check.problems };
  const { digits, outcome, expiry } = check;

  const location = await deps.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, paymentId);
    if (!locked) throw new Error('sandbox payment vanished while it was being paid');
    if (locked.outcomeUrl) return locked.outcomeUrl;
    const acquirer = locked.testMode ? testAcquirer : sandboxAcquirer;

    if (!outcome.approved) {
      const declined = withParameters(locked.declineUrl, {
        acquirer,
        gatewayreason: String(outcome.gatewayReason),
        // [?] What Freepay puts in `reason` is not confirmed; the status name is a fair guess.
        reason: gatewayStatusNames[outcome.gatewayReason] ?? 'Unknown',
      });
      await completePayment(tx, locked.id, { status: 'declined', outcomeUrl: declined });
      // [?] Freepay's callback on a decline is assumed from its authorizationAccepted field.
      await enqueueSandboxCallback(deps.jobs, tx, {
        url: locked.callbackUrl,
        fields: {
          authorizationIdentifier: zeroGuid,
          savedCardIdentifier: zeroGuid,
          paymentIdentifier: locked.id,
          authorizationAccepted: 'false',
        },
      });
      return declined;
    }

    const card = { maskedPan: maskPan(digits), cardType: cardTypeOf(digits) };
    const savedCardId = locked.saveCard
      ? await insertSavedCard(tx, {
          merchantKeyHash: locked.merchantKeyHash,
          ...card,
          isTest: locked.testMode,
          expiry,
          chargeDeclineCode: check.card.laterChargesDeclined ?? null,
        })
      : null;
    const authorization = await insertAuthorization(tx, {
      merchantKeyHash: locked.merchantKeyHash,
      paymentId: locked.id,
      savedCardId,
      orderNumber: locked.orderNumber,
      amount: locked.amount,
      currency: locked.currency,
      ...card,
      isTest: locked.testMode,
    });
    const identifiers = {
      authorizationIdentifier: authorization.id,
      savedCardIdentifier: savedCardId ?? zeroGuid,
    };
    const accepted = withParameters(locked.acceptUrl, identifiers);
    await completePayment(tx, locked.id, { status: 'authorized', outcomeUrl: accepted });
    await enqueueSandboxCallback(deps.jobs, tx, {
      url: locked.callbackUrl,
      fields: { ...identifiers, paymentIdentifier: locked.id, authorizationAccepted: 'true' },
    });
    return accepted;
  });
  return { kind: 'redirect', location };
}

/**
 * The member left the window. [?] Freepay's parameters on a cancel are not known; the decline URL
 * without a gateway reason says "not completed" without blaming the card.
 */
export async function cancelPayment(db: Database, paymentId: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const locked = await lockPayment(tx, paymentId);
    if (!locked) return null;
    if (locked.outcomeUrl) return locked.outcomeUrl;
    await completePayment(tx, locked.id, { status: 'cancelled', outcomeUrl: locked.declineUrl });
    return locked.declineUrl;
  });
}
