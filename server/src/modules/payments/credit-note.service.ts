import type { Language } from '@portal/contracts/language';
import { sumPrices } from '@portal/contracts/price';
import type { Executor } from '#src/db/client.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import { AppError } from '#src/lib/errors.ts';
import type { ReceiptDocument, ReceiptLine } from '#src/lib/receipts/receipt-document.ts';
import { type ReceiptPdf, receiptPdf } from '#src/lib/receipts/receipt-pdf-file.ts';
import { eventEntryReceiptDocument } from '#src/modules/events/event-receipt.service.ts';
import { canActFor } from '#src/modules/family/family-access.service.ts';
import { membershipPaymentReceiptDocument } from '#src/modules/memberships/receipt-pdf.service.ts';
import {
  findRefundById,
  listRefundRows,
  type RefundRow,
} from './organisation-payments.repository.ts';
import { shareOut } from './treasurer-report.service.ts';

/**
 * A refund as a credit note (issue 16.5): the paid receipt's lines with the refunded share of
 * each, negative, shared out over the lines by their totals and within a line over price, VAT and
 * surcharge, in whole øre that add up to the refund exactly (as the treasurer's report shares it).
 */
export function creditLines(lines: ReceiptLine[], amount: number): ReceiptLine[] {
  const perLine = shareOut(
    amount,
    lines.map((line) => line.total),
  );
  return lines.map((line, index) => {
    const [price = 0, vat = 0, surcharge = 0] = shareOut(perLine[index] ?? 0, [
      line.price,
      line.vat,
      line.surcharge,
    ]);
    return {
      ...line,
      price: -price,
      vat: -vat,
      surcharge: -surcharge,
      total: -(perLine[index] ?? 0),
    };
  });
}

async function creditNoteOf(
  db: Executor,
  refund: RefundRow,
  language: Language,
): Promise<{ document: ReceiptDocument; payerMemberId: string | null } | null> {
  if (refund.status !== 'done') return null;
  const paid = refund.membershipPaymentId
    ? await membershipPaymentReceiptDocument(db, refund.membershipPaymentId, language)
    : await eventEntryReceiptDocument(db, refund.eventEntryId ?? '', language);
  if (!paid) return null;
  const kind = refund.membershipPaymentId ? 'membership' : 'event';
  const siblings = await listRefundRows(
    db,
    kind,
    refund.membershipPaymentId ?? refund.eventEntryId ?? '',
  );
  const ordinal = siblings.findIndex((row) => row.id === refund.id) + 1;
  const lines = creditLines(paid.document.lines, refund.amount);
  return {
    payerMemberId: paid.payerMemberId,
    document: {
      ...paid.document,
      kind: 'credit-note',
      orderNumber: `${paid.document.orderNumber}-K${String(ordinal)}`,
      date: (refund.completedAt ?? refund.createdAt).toISOString(),
      lines,
      total: sumPrices(lines),
      credits: { orderNumber: paid.document.orderNumber, reason: refund.reason },
    },
  };
}

/**
 * The credit note of a refund, for the member who paid (or who may act for them), else 404: also
 * while the refund is pending or failed, when there is none yet.
 */
export async function creditNotePdf(
  db: Executor,
  acting: ActingMember,
  refundId: string,
  language: Language | undefined,
): Promise<ReceiptPdf> {
  const refund = await findRefundById(db, refundId);
  const note = refund
    ? await creditNoteOf(db, refund, language ?? acting.row.preferredLanguage)
    : null;
  const mine = note?.payerMemberId ? await canActFor(db, acting, note.payerMemberId) : false;
  if (!note || !mine) throw AppError.of('NOT_FOUND', 'receipt_not_found');
  return receiptPdf(note.document);
}

/** The same PDF for the refund mail's attachment: null if there is none. */
export async function refundCreditNotePdf(
  db: Executor,
  refundId: string,
  language: Language,
): Promise<ReceiptPdf | null> {
  const refund = await findRefundById(db, refundId);
  const note = refund ? await creditNoteOf(db, refund, language) : null;
  return note ? receiptPdf(note.document) : null;
}
