import type { Executor } from '#src/db/client.ts';
import type { MailAttachmentResolver } from '#src/lib/messages/mail.ts';
import { pdfContentType, type ReceiptPdf, receiptPdf } from '#src/lib/receipts/receipt-pdf-file.ts';
import { eventEntryReceiptDocument } from '#src/modules/events/event-receipt.service.ts';
import { membershipPaymentReceiptDocument } from '#src/modules/memberships/receipt-pdf.service.ts';
import { refundCreditNotePdf } from './credit-note.service.ts';

/**
 * Makes the receipts that queued mails name (`attachments: [{ kind: 'receipt', ... }]`) when the
 * mail is sent: a membership payment's receipt, an event booking's, or a refund's credit note.
 * A receipt that cannot be made fails the delivery, which is retried: a receipt mail without its
 * receipt would say something untrue.
 */
export function receiptAttachments(db: Executor): MailAttachmentResolver {
  return async (ref) => {
    let pdf: ReceiptPdf | null = null;
    if (ref.of === 'membership-payment') {
      const paid = await membershipPaymentReceiptDocument(db, ref.id, ref.language);
      pdf = paid ? await receiptPdf(paid.document) : null;
    } else if (ref.of === 'event-entry') {
      const paid = await eventEntryReceiptDocument(db, ref.id, ref.language);
      pdf = paid ? await receiptPdf(paid.document) : null;
    } else {
      pdf = await refundCreditNotePdf(db, ref.id, ref.language);
    }
    if (!pdf) throw new Error(`no receipt for the mail attachment (${ref.of} ${ref.id})`);
    return { filename: pdf.filename, contentType: pdfContentType, content: pdf.content };
  };
}
