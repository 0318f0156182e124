import type { PaymentRecord } from '@portal/contracts/membership-records';
import type { Executor } from '#src/db/client.ts';
import { AppError } from '#src/lib/errors.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import { canActFor } from '#src/modules/family/family-access.service.ts';
import { findPayment, listPaymentLines } from './payments.repository.ts';

/**
 * SPEC.md's `GET .../history/{historyId}/payment/item/{paymentId}`: the payment record of a
 * history record, for the payer and for the participants the acting member may act for. Tokens
 * and the saved card stay on the server.
 */
export async function paymentRecord(
  db: Executor,
  acting: ActingMember,
  historyId: string,
  paymentId: string,
): Promise<PaymentRecord> {
  const notFound = AppError.of('NOT_FOUND', 'payment_not_found');
  const payment = await findPayment(db, { id: paymentId });
  if (!payment) throw notFound;
  const line = (await listPaymentLines(db, payment.id)).find(
    (row) => row.line.historyId === historyId,
  );
  if (!line) throw notFound;
  const mayRead =
    payment.payerMemberId === acting.id || (await canActFor(db, acting, line.line.memberId));
  if (!mayRead) throw notFound;
  return {
    id: payment.id,
    membershipHistoryId: payment.membershipHistoryId,
    billingName: payment.billingName,
    billingAddress: payment.billingAddress,
    billingEmail: payment.billingEmail,
    billingPhone: payment.billingPhone,
    totalMembers: payment.totalMembers,
    totalMembershipFee: payment.totalMembershipFee,
    currency: payment.currency,
    gdprAgreement: payment.gdprAgreement,
    paymentMethod: payment.paymentMethod,
    paymentStatus: payment.paymentStatus,
    statusReason: payment.statusReason,
    paySystem: payment.paySystem,
    payInitDevice: payment.payInitDevice,
    payCompDevice: payment.payCompDevice,
    paymentType: payment.paymentType,
    paymentTotal: payment.paymentTotal,
    totalPaid: payment.totalPaid,
    orderNumber: payment.orderNumber,
    gatewayOrderNumber: payment.gatewayOrderNumber,
    maskedCard: payment.maskedCard,
    referenceKey: payment.referenceKey,
    paymentCreatedAt: payment.paymentCreatedAt.toISOString(),
    paymentUpdatedAt: payment.paymentUpdatedAt.toISOString(),
  };
}
