import { formatDate } from '@portal/contracts/format';
import type { Language } from '@portal/contracts/language';
import type { Receipt } from '@portal/contracts/membership-records';
import type { Executor } from '#src/db/client.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import type { ReceiptDocument } from '#src/lib/receipts/receipt-document.ts';
import { type ReceiptPdf, receiptPdf } from '#src/lib/receipts/receipt-pdf-file.ts';
import { membershipPaymentReceipt, membershipReceipt } from './memberships-read.service.ts';

/** A membership payment's receipt as the PDF prints it: one line per participant. */
export function membershipReceiptDocument(receipt: Receipt, language: Language): ReceiptDocument {
  const reference = receipt.paymentReference;
  return {
    kind: 'receipt',
    language,
    seller: {
      name: receipt.organisation.name,
      address: receipt.organisation.address,
      cvrNumber: receipt.organisation.cvrNumber,
    },
    buyer: {
      name: receipt.payer.name,
      email: receipt.payer.email,
      address: receipt.billingAddress,
    },
    orderNumber: reference.gatewayOrderNumber,
    date: receipt.paidAt ?? new Date().toISOString(),
    lines: receipt.lines.map((line) => ({
      description: `${line.memberName}: ${line.membershipName}`,
      detail: `${formatDate(line.startDate, language)} – ${formatDate(line.endDate, language)}`,
      vatRate: line.vatRate,
      price: line.price,
      vat: line.vat,
      surcharge: line.surcharge,
      total: line.total,
    })),
    total: receipt.total,
    currency: receipt.currency,
    maskedCard: reference.maskedCard,
    paymentReferences: [
      // The spec's number names the member and organisation; the gateway got a unique one.
      { label: 'membership' as const, value: reference.orderNumber },
      ...(reference.authorizationIdentifier
        ? [{ label: 'authorization' as const, value: reference.authorizationIdentifier }]
        : []),
    ],
  };
}

/**
 * The PDF receipt of the payment a history record was paid with: for the payer and whoever may
 * act for the record's member (as the receipt page), else 404. In the acting member's language
 * unless one is asked for.
 */
export async function membershipReceiptPdf(
  db: Executor,
  acting: ActingMember,
  historyId: string,
  language: Language | undefined,
): Promise<ReceiptPdf> {
  const receipt = await membershipReceipt(db, acting, historyId);
  return receiptPdf(membershipReceiptDocument(receipt, language ?? acting.row.preferredLanguage));
}

/**
 * A payment's receipt and who paid it, for the receipt mail's attachment and the credit notes of
 * its refunds (whose callers decide who may read it): null if there is no receipt.
 */
export async function membershipPaymentReceiptDocument(
  db: Executor,
  paymentId: string,
  language: Language,
): Promise<{ document: ReceiptDocument; payerMemberId: string } | null> {
  const receipt = await membershipPaymentReceipt(db, paymentId);
  if (!receipt) return null;
  return {
    document: membershipReceiptDocument(receipt, language),
    payerMemberId: receipt.payer.memberId,
  };
}
