import type { Language } from '@portal/contracts/language';
import type { ParticipantPrice } from '@portal/contracts/price';

/** One line of a receipt or credit note, in minor units as charged (negative on a credit note). */
export interface ReceiptLine extends ParticipantPrice {
  description: string;
  /** A second, smaller line: the membership type and period, the tickets' holders. */
  detail?: string | null;
  /** Percent, when the line carries VAT at a rate. */
  vatRate?: number | null;
}

/**
 * What a PDF receipt or credit note says, whatever was paid for: each feature (memberships,
 * events, refunds) builds one from its own records, and `renderReceiptPdf` prints it.
 */
export interface ReceiptDocument {
  kind: 'receipt' | 'credit-note';
  language: Language;
  seller: { name: string; address: string | null; cvrNumber: string | null };
  buyer: { name: string; email: string | null; address: string | null };
  /** The order number the gateway was given (the one on the card statement). */
  orderNumber: string;
  /** When it was paid, or credited. ISO date-time. */
  date: string;
  lines: ReceiptLine[];
  total: ParticipantPrice;
  currency: string;
  /** As the gateway gave it: the first six and last four digits. */
  maskedCard: string | null;
  /** Paid at the club in cash (a booking staff added by hand): no card. */
  paidInCash?: boolean | undefined;
  /** The gateway's references (authorization, payment), label-free: printed as they are. */
  paymentReferences: { label: 'authorization' | 'payment' | 'membership'; value: string }[];
  /** A credit note names the receipt it corrects and why. */
  credits?: { orderNumber: string; reason: string } | undefined;
}

/** The PDF's file name: "receipt-ROWI-M-ABC.pdf", "kreditnota-....pdf". */
export function receiptFileName(
  document: Pick<ReceiptDocument, 'kind' | 'language' | 'orderNumber'>,
) {
  const word = {
    receipt: { da: 'kvittering', en: 'receipt' },
    'credit-note': { da: 'kreditnota', en: 'credit-note' },
  }[document.kind][document.language];
  return `${word}-${document.orderNumber.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;
}
