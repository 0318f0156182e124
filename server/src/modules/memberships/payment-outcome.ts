import type { PaymentOutcome } from '@portal/contracts/membership';
import { declineReasonFor } from '@portal/contracts/payment-decline';
import type { Executor } from '#src/db/client.ts';
import { findOrganisation } from '#src/modules/organisations/organisations.service.ts';
import { findMembershipRows } from './memberships.repository.ts';
import { listPaymentLines, type PaymentRow } from './payments.repository.ts';

function messageFor(payment: PaymentRow, declineMessage: string | null): string {
  switch (payment.paymentStatus) {
    case 'paid':
      return 'Thank you: the payment is received and the membership is active.';
    case 'declined':
      return declineMessage ?? 'The payment was not completed. No money has been taken.';
    case 'cancelled':
      return payment.statusReason ?? 'The payment was cancelled. No money has been taken.';
    case 'refunded':
      return 'This payment was refunded.';
    case 'init_mem':
      return 'The payment is being confirmed with the card payment service. Please look again in a moment.';
  }
}

/** What the confirm and decline pages show: the payment, its memberships and, if so, why not. */
export async function paymentOutcome(db: Executor, payment: PaymentRow): Promise<PaymentOutcome> {
  const organisation = await findOrganisation(db, payment.orgId);
  const lines = await listPaymentLines(db, payment.id);
  const memberships = new Map(
    (
      await findMembershipRows(
        db,
        lines.map((row) => row.membershipId),
      )
    ).map((row) => [row.id, row]),
  );
  const reason =
    payment.paymentStatus === 'declined' ? declineReasonFor(payment.declineGatewayReason) : null;
  return {
    paymentId: payment.id,
    paymentStatus: payment.paymentStatus,
    organisation: { id: organisation.id, key: organisation.key, name: organisation.name },
    orderNumber: payment.gatewayOrderNumber,
    membershipReference: payment.orderNumber,
    amount: payment.paymentTotal,
    currency: payment.currency,
    memberships: lines.map((row) => ({
      membershipId: row.membershipId,
      memberId: row.line.memberId,
      memberName: row.line.memberName,
      membershipName: row.line.membershipName,
      status: memberships.get(row.membershipId)?.status ?? 'inactive',
      startDate: row.startDate,
      endDate: row.endDate,
    })),
    decline: reason
      ? {
          acquirer: payment.declineAcquirer,
          gatewayreason: payment.declineGatewayReason,
          reason: payment.declineReason,
          key: reason.key,
          message: reason.message,
        }
      : null,
    message: messageFor(payment, reason?.message ?? null),
  };
}
