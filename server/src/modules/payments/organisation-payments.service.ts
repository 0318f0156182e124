import type {
  OrganisationPayment,
  PaymentDetail,
  PaymentKind,
  PaymentList,
  Refund,
  paymentListQuerySchema,
  refundInputSchema,
} from '@portal/contracts/organisation-payments';
import type { Language } from '@portal/contracts/language';
import type { z } from 'zod';
import type { Executor, Transaction } from '#src/db/client.ts';
import { auditAdministratorChange, type ChangeOrigin } from '#src/lib/audit.ts';
import type { Caller } from '#src/lib/auth.ts';
import { isUniqueViolation } from '#src/lib/db-errors.ts';
import { AppError } from '#src/lib/errors.ts';
import { enqueueMail } from '#src/lib/messages/mail.ts';
import { isPaymentGatewayError } from '#src/lib/payments/gateway-error.ts';
import { isAuthorizationOpen, type PaymentAuthorization } from '#src/lib/payments/gateway.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';
import { cancelEntryByClub } from '#src/modules/events/entries.service.ts';
import { findMemberRowById } from '#src/modules/members/members.service.ts';
import { markMembershipPaymentRefunded } from '#src/modules/memberships/refund-effects.service.ts';
import { createNotification } from '#src/modules/notifications/notifications.service.ts';
import { administeredOrganisation } from '#src/modules/organisations/organisation-settings.service.ts';
import { gatewayOfPayment } from '#src/modules/organisations/payment-gateways.service.ts';
import type { OrganisationRow } from '#src/modules/organisations/organisation-settings.service.ts';
import {
  findEventEntryRow,
  findMembershipPaymentRow,
  findRefundByKey,
  finishRefundRow,
  insertRefundRow,
  listMembershipPaymentLines,
  listPaymentRows,
  listRefundRows,
  type PaymentListRow,
  type RefundRow,
} from './organisation-payments.repository.ts';
import { refundMail, refundNotice } from './refund-mail.tsx';

type ListQuery = z.output<typeof paymentListQuerySchema>;
type Actor = Pick<Caller, 'subject' | 'email'>;
type RefundInput = z.output<typeof refundInputSchema>;
/**
 * Everything still paid, whatever its state at the gateway: refunded if captured, else voided.
 * For cancellations, where the club means "pay it all back" and not a particular gateway action.
 */
interface InFullInput {
  action: 'in-full';
  reason: string;
  idempotencyKey: string;
}

interface PaymentRef {
  orgKey: string;
  kind: PaymentKind;
  paymentId: string;
}

function toPayment(row: PaymentListRow): OrganisationPayment {
  return {
    kind: row.kind,
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    orderNumber: row.order_number,
    payer: { name: row.payer_name, email: row.payer_email },
    description: row.description,
    amount: row.amount,
    vat: row.vat,
    currency: row.currency,
    status: row.status,
    refundedAmount: row.refunded,
    gatewayReference: row.gateway_reference,
    maskedCard: row.masked_card,
  };
}

function toRefund(row: RefundRow): Refund {
  return {
    id: row.id,
    action: row.action,
    amount: row.amount,
    reason: row.reason,
    status: row.status,
    failure: row.failure,
    requestedByEmail: row.requestedByEmail,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listOrganisationPayments(
  ctx: ServiceContext,
  caller: Caller,
  input: { orgKey: string; query: ListQuery },
): Promise<PaymentList> {
  const organisation = await administeredOrganisation(ctx, caller, input.orgKey);
  const { page, pageSize, ...filter } = input.query;
  const rows = await listPaymentRows(
    ctx.db,
    { orgId: organisation.id, ...filter },
    { limit: pageSize, offset: (page - 1) * pageSize },
  );
  return { payments: rows.map(toPayment), total: rows[0]?.total ?? 0, page, pageSize };
}

/** The payment as the club knows it, with what a gateway action needs. */
interface Known {
  payment: OrganisationPayment;
  paid: boolean;
  captured: boolean;
  authorizationIdentifier: string | null;
  paymentConfigurationId: string | null;
  payerMemberId: string | null;
  language: Language | null;
}

async function knownPayment(db: Executor, orgId: string, ref: PaymentRef): Promise<Known> {
  const [row] = await listPaymentRows(
    db,
    { orgId, kind: ref.kind, id: ref.paymentId },
    { limit: 1, offset: 0 },
  );
  if (!row) throw AppError.of('NOT_FOUND', 'payment_not_found');
  const payment = toPayment(row);
  const notFound = () => AppError.of('NOT_FOUND', 'payment_not_found');
  if (ref.kind === 'membership') {
    const found = await findMembershipPaymentRow(db, orgId, ref.paymentId);
    if (!found) throw notFound();
    return {
      payment,
      paid: found.paymentStatus === 'paid',
      captured: found.captureStatus === 'done',
      authorizationIdentifier: found.authorizationIdentifier,
      paymentConfigurationId: found.paymentConfigurationId,
      payerMemberId: found.payerMemberId,
      language: null,
    };
  }
  const entry = await findEventEntryRow(db, orgId, ref.paymentId);
  if (!entry) throw notFound();
  return {
    payment,
    paid: entry.paymentStatus === 'paid',
    captured: entry.captureStatus === 'done',
    authorizationIdentifier: entry.authorizationIdentifier,
    paymentConfigurationId: entry.paymentConfigurationId,
    payerMemberId: entry.bookerId,
    language: entry.language,
  };
}

/** What can be done now: a refund of what is captured and not yet paid back, or a void. */
function possibleActionOf(known: Known): { action: 'refund' | 'void' | null; refundable: number } {
  const remaining = known.payment.amount - known.payment.refundedAmount;
  if (!known.paid || remaining <= 0 || !known.authorizationIdentifier) {
    return { action: null, refundable: 0 };
  }
  if (known.captured) return { action: 'refund', refundable: remaining };
  return { action: known.payment.refundedAmount === 0 ? 'void' : null, refundable: 0 };
}

export async function organisationPaymentDetail(
  ctx: ServiceContext,
  caller: Caller,
  ref: PaymentRef,
): Promise<PaymentDetail> {
  const organisation = await administeredOrganisation(ctx, caller, ref.orgKey);
  const known = await knownPayment(ctx.db, organisation.id, ref);
  const lines =
    ref.kind === 'membership'
      ? (await listMembershipPaymentLines(ctx.db, ref.paymentId)).map((line) => ({
          description: `${line.memberName}: ${line.membershipName}`,
          price: line.price,
          vat: line.vat,
          surcharge: line.surcharge,
          total: line.total,
        }))
      : [
          {
            description: known.payment.description,
            price: known.payment.amount,
            vat: 0,
            surcharge: 0,
            total: known.payment.amount,
          },
        ];
  const possible = possibleActionOf(known);
  return {
    payment: known.payment,
    lines,
    refunds: (await listRefundRows(ctx.db, ref.kind, ref.paymentId)).map(toRefund),
    possibleAction: possible.action,
    refundable: possible.refundable,
  };
}

/** A refund answered from its row: 202 while the gateway's answer is awaited or unknown. */
export interface RefundOutcome {
  refund: Refund;
  status: 200 | 202;
}

const outcomeOf = (row: RefundRow): RefundOutcome => ({
  refund: toRefund(row),
  status: row.status === 'pending' ? 202 : 200,
});

function replayOf(row: RefundRow, organisationId: string, ref: PaymentRef): RefundOutcome {
  const samePayment =
    row.orgId === organisationId &&
    (ref.kind === 'membership' ? row.membershipPaymentId : row.eventEntryId) === ref.paymentId;
  if (!samePayment) throw AppError.of('CONFLICT', 'refund_key_reused');
  return outcomeOf(row);
}

/**
 * Refunds all or part of a captured payment, or voids an authorization never captured, through
 * the gateway the payment began with, exactly once:
 *
 * 1. The refund is written as pending, in a transaction that locks the payment, after checking
 *    that pending and done refunds together stay within what was paid. A request with a key that
 *    was seen before answers that refund's row and does nothing else: twenty clicks, one refund.
 * 2. The gateway is called outside any transaction.
 * 3. Its answer is written with the payment's new state, the member's notification and mail and
 *    the audit record, in one transaction. A definite refusal marks the refund failed (it no
 *    longer counts); an answer that was lost leaves it pending. Gateways take no idempotency key,
 *    so a pending refund is never sent again by the server: it still counts against what can be
 *    refunded, and the administrator checks it at the gateway before refunding anew.
 */
export async function refundOrganisationPayment(
  ctx: ServiceContext,
  caller: Caller,
  ref: PaymentRef & { input: RefundInput; origin: ChangeOrigin },
): Promise<RefundOutcome> {
  const organisation = await administeredOrganisation(ctx, caller, ref.orgKey);
  return refundPaymentFor(ctx, caller, organisation, ref);
}

/**
 * The refund itself, for an administrator already known to administer the organisation: also
 * run by the job that pays back the bookings of a cancelled event, in the name of the
 * administrator who cancelled it.
 */
export async function refundPaymentFor(
  ctx: ServiceContext,
  caller: Actor,
  organisation: OrganisationRow,
  ref: PaymentRef & { input: RefundInput | InFullInput },
): Promise<RefundOutcome> {
  const { input } = ref;
  const known = await findRefundByKey(ctx.db, input.idempotencyKey);
  if (known) return replayOf(known, organisation.id, ref);

  const before = await knownPayment(ctx.db, organisation.id, ref);
  if (!before.authorizationIdentifier || !before.paymentConfigurationId) {
    throw AppError.of('CONFLICT', 'payment_not_refundable');
  }
  const gateway = await gatewayOfPayment(ctx, {
    orgId: organisation.id,
    paymentConfigurationId: before.paymentConfigurationId,
  });
  const authorization = await readAuthorizationOrRefuse(
    gateway.readAuthorization.bind(gateway),
    before.authorizationIdentifier,
  );
  let action: 'refund' | 'void' = authorization?.isCaptured ? 'refund' : 'void';
  if (input.action !== 'in-full') action = input.action;
  if (action === 'refund' && !authorization?.isCaptured) {
    throw AppError.of('CONFLICT', 'payment_not_captured', undefined, [
      { field: 'action', message: 'nothing was captured: void it instead' },
    ]);
  }
  if (action === 'void' && !isAuthorizationOpen(authorization)) {
    throw AppError.of('CONFLICT', 'payment_not_voidable', undefined, [
      { field: 'action', message: 'the authorization is not open: refund it instead' },
    ]);
  }

  let pending: RefundRow;
  try {
    const started = await ctx.db.transaction(async (tx) => {
      const locked = await lockPayment(tx, organisation.id, ref);
      const again = await findRefundByKey(tx, input.idempotencyKey);
      if (again) return { row: again, replay: replayOf(again, organisation.id, ref) };
      const current = await knownPayment(tx, organisation.id, ref);
      if (!locked.paid) throw AppError.of('CONFLICT', 'payment_not_refundable');
      const remaining = current.payment.amount - current.payment.refundedAmount;
      let amount = current.payment.amount;
      if (input.action === 'in-full' && action === 'refund') amount = remaining;
      if (input.action === 'refund') amount = input.amount ?? 0;
      if (amount <= 0) throw AppError.of('CONFLICT', 'payment_not_refundable');
      if (action === 'void' && current.payment.refundedAmount > 0) {
        throw AppError.of('CONFLICT', 'payment_not_voidable');
      }
      if (amount > remaining) {
        throw AppError.of('BAD_REQUEST', 'refund_too_large', { remaining }, [
          { field: 'amount', message: `must be at most ${String(remaining)}` },
        ]);
      }
      const row = await insertRefundRow(tx, {
        orgId: organisation.id,
        ...(ref.kind === 'membership'
          ? { membershipPaymentId: ref.paymentId }
          : { eventEntryId: ref.paymentId }),
        action,
        amount,
        reason: input.reason,
        idempotencyKey: input.idempotencyKey,
        requestedByEmail: caller.email,
      });
      return { row, replay: null };
    });
    if (started.replay) return started.replay;
    pending = started.row;
  } catch (error) {
    // Two first requests at once: the index let one in, the other answers its refund.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findRefundByKey(ctx.db, input.idempotencyKey);
    if (!winner) throw error;
    return replayOf(winner, organisation.id, ref);
  }

  try {
    if (action === 'void') await gateway.void(before.authorizationIdentifier);
    else await gateway.refund(before.authorizationIdentifier, pending.amount, input.reason);
  } catch (error) {
    if (isPaymentGatewayError(error) && !error.outcomeUnknown) {
      const failed = await ctx.db.transaction(async (tx) => {
        const row = await finishRefundRow(tx, pending.id, {
          status: 'failed',
          failure: error.message,
        });
        await auditRefund(tx, caller, ref, organisation.key, row, before, before);
        return row;
      });
      throw AppError.of('BAD_GATEWAY', 'refund_refused', { failure: failed.failure ?? '' });
    }
    ctx.log.error({ err: error, refundId: pending.id }, 'refund outcome unknown: left pending');
    return outcomeOf(pending);
  }

  const done = await ctx.db.transaction(async (tx) => {
    await lockPayment(tx, organisation.id, ref);
    const row = await finishRefundRow(tx, pending.id, { status: 'done' });
    const refundedDone = (await listRefundRows(tx, ref.kind, ref.paymentId))
      .filter((refund) => refund.status === 'done')
      .reduce((sum, refund) => sum + refund.amount, 0);
    const whole = action === 'void' || refundedDone >= before.payment.amount;
    const reason = `Refunded by ${organisation.name}: ${input.reason}`;
    if (whole && ref.kind === 'membership') {
      await markMembershipPaymentRefunded(tx, ref.paymentId, reason);
    }
    if (whole && ref.kind === 'event') {
      await cancelEntryByClub(ctx, tx, ref.paymentId, reason);
    }
    const after = await knownPayment(tx, organisation.id, ref);
    await tellPayer(ctx, tx, { known: after, organisationName: organisation.name, row, whole });
    await auditRefund(tx, caller, ref, organisation.key, row, before, after);
    return row;
  });
  return outcomeOf(done);
}

async function readAuthorizationOrRefuse(
  read: (id: string) => Promise<PaymentAuthorization | null>,
  id: string,
): Promise<PaymentAuthorization | null> {
  try {
    return await read(id);
  } catch (error) {
    if (isPaymentGatewayError(error)) throw AppError.of('UNAVAILABLE', 'gateway_unavailable');
    throw error;
  }
}

async function lockPayment(tx: Transaction, orgId: string, ref: PaymentRef) {
  if (ref.kind === 'membership') {
    const row = await findMembershipPaymentRow(tx, orgId, ref.paymentId, { lock: true });
    if (!row) throw AppError.of('NOT_FOUND', 'payment_not_found');
    return { paid: row.paymentStatus === 'paid' };
  }
  const row = await findEventEntryRow(tx, orgId, ref.paymentId, { lock: true });
  if (!row) throw AppError.of('NOT_FOUND', 'payment_not_found');
  return { paid: row.paymentStatus === 'paid' };
}

function auditRefund(
  tx: Transaction,
  caller: Actor,
  ref: PaymentRef,
  orgKey: string,
  row: RefundRow,
  before: Known,
  after: Known,
) {
  const state = (known: Known) => ({
    status: known.payment.status,
    refundedAmount: known.payment.refundedAmount,
  });
  let action: 'payment_refunded' | 'payment_voided' | 'payment_refund_failed' =
    row.action === 'void' ? 'payment_voided' : 'payment_refunded';
  if (row.status === 'failed') action = 'payment_refund_failed';
  return auditAdministratorChange(tx, caller, {
    orgKey,
    action,
    origin: {
      method: 'POST',
      path: `payments/${ref.kind}/${ref.paymentId}/refunds`,
      requestId: row.id,
    },
    details: {
      kind: ref.kind,
      paymentId: ref.paymentId,
      orderNumber: before.payment.orderNumber,
      amount: row.amount,
      reason: row.reason,
      ...(row.failure ? { failure: row.failure } : {}),
      before: state(before),
      after: state(after),
    },
  });
}

/** The payer hears of the refund under the bell (a member) and by mail, in their language. */
async function tellPayer(
  ctx: ServiceContext,
  tx: Transaction,
  facts: { known: Known; organisationName: string; row: RefundRow; whole: boolean },
) {
  const { known, row } = facts;
  const member = known.payerMemberId ? await findMemberRowById(tx, known.payerMemberId) : null;
  const language: Language = member?.preferredLanguage ?? known.language ?? 'da';
  const story = {
    language,
    to: {
      name: member ? `${member.firstName} ${member.lastName}`.trim() : known.payment.payer.name,
    },
    organisation: { name: facts.organisationName },
    description: known.payment.description,
    amount: row.amount,
    currency: known.payment.currency,
    whole: facts.whole,
    reason: row.reason,
    orderNumber: known.payment.orderNumber,
    link: new URL(
      known.payment.kind === 'membership' ? '/ui/memberships' : '/ui/tickets',
      ctx.config.publicUrl,
    ).href,
  };
  if (member) {
    const notice = refundNotice(story);
    await createNotification(tx, {
      receiverId: member.id,
      senderId: null,
      // SPEC.md's seven types have no refund of their own: it is news about a payment.
      type: 'PAYMENT_RECEIVED',
      title: notice.title,
      message: notice.message,
      data: {
        refundId: row.id,
        kind: known.payment.kind,
        paymentId: known.payment.id,
        link: story.link,
        receiptPdf: `/member/api/v1/refunds/${row.id}/credit-note.pdf`,
      },
    });
  }
  await enqueueMail(ctx.jobs, tx, {
    to: member?.email ?? known.payment.payer.email,
    ...(await refundMail(story)),
    // The credit note, made when the mail is sent (docs/decisions.md "Receipts").
    attachments: [{ kind: 'receipt', of: 'refund', id: row.id, language }],
    idempotencyKey: `refund-${row.id}-mail`,
  });
}

/** A member's payments to the organisation, newest first, for the member's page. */
export async function paymentsOfMember(
  db: Executor,
  orgId: string,
  memberId: string,
): Promise<OrganisationPayment[]> {
  const rows = await listPaymentRows(
    db,
    { orgId, payerMemberId: memberId },
    { limit: 200, offset: 0 },
  );
  return rows.map(toPayment);
}

/** The refunds of one payment, oldest first, with their idempotency keys. */
export function refundsOfPayment(
  ctx: Pick<ServiceContext, 'db'>,
  kind: PaymentKind,
  paymentId: string,
): Promise<RefundRow[]> {
  return listRefundRows(ctx.db, kind, paymentId);
}
