import { formatMoney } from '@portal/contracts/format';
import type { Language } from '@portal/contracts/language';
import type { Transaction } from '#src/db/client.ts';
import { findMemberRowById } from '#src/modules/members/members.service.ts';
import { createNotificationOnce } from '#src/modules/notifications/notifications.service.ts';

/** Where a payment's receipt is: the web page that shows it, and the API path of its PDF. */
export interface ReceiptLinks {
  /** Under /ui, as the web app is served: the bell links there. */
  page: string;
  /** The member-facing PDF download (needs the member's token). */
  pdf: string;
}

/**
 * The links of a membership payment's receipt: the payer's own history record's (the payment's
 * `membershipHistoryId`), shown on its membership's receipt page.
 */
export const membershipReceiptLinks = (record: {
  membershipId: string;
  historyId: string;
}): ReceiptLinks => ({
  page: `/ui/membership/${record.membershipId}/receipt?record=${record.historyId}`,
  pdf: `/member/api/v1/membership/history/${record.historyId}/receipt.pdf`,
});

/** The links of a paid booking's receipt: the booking's ticket page carries the download. */
export const eventReceiptLinks = (
  event: { orgKey: string; id: string },
  entryId: string,
): ReceiptLinks => ({
  page: `/ui/${encodeURIComponent(event.orgKey)}/events/${event.id}/tickets/${entryId}`,
  pdf: `/event/api/v1/eve-entry/${entryId}/receipt.pdf`,
});

/** A payment that was just captured (or authorized, in test mode), as the payer is told of it. */
export interface PaymentReceivedFacts {
  /** The member who paid: the notifications are theirs, in their preferred language. */
  payerId: string;
  /** What was paid: a membership payment (its id) or an event booking (the entry's id). */
  payment: { kind: 'membership' | 'event'; id: string };
  organisationName: string;
  /** Minor units, as charged. */
  amount: number;
  currency: string;
  /** The order number the gateway was given: on the card statement and the receipt. */
  orderNumber: string;
  receipt: ReceiptLinks;
}

const texts = {
  da: {
    received: {
      title: 'Betaling modtaget',
      message: (f: PaymentReceivedFacts, amount: string) =>
        `Vi har modtaget din betaling på ${amount} til ${f.organisationName} (ordre ${f.orderNumber}).`,
    },
    ready: {
      title: 'Din kvittering er klar',
      message: (f: PaymentReceivedFacts) =>
        `Kvitteringen for ordre ${f.orderNumber} hos ${f.organisationName} er klar. Du kan se den og hente den som PDF.`,
    },
  },
  en: {
    received: {
      title: 'Payment received',
      message: (f: PaymentReceivedFacts, amount: string) =>
        `We have received your payment of ${amount} to ${f.organisationName} (order ${f.orderNumber}).`,
    },
    ready: {
      title: 'Your receipt is ready',
      message: (f: PaymentReceivedFacts) =>
        `The receipt for order ${f.orderNumber} from ${f.organisationName} is ready to view and download as a PDF.`,
    },
  },
} satisfies Record<Language, unknown>;

/**
 * Tells the payer under the bell that a payment was received (`PAYMENT_RECEIVED`) and that its
 * receipt is ready (`ORDER_READY`, docs/decisions.md "Receipts"), both linking to the receipt, in
 * the payer's language. Call it in the transaction that marks the payment paid, under that
 * payment's lock: each notification is written once per payment, so a repeated call (a replayed
 * settlement, a retried renewal charge) adds nothing. Answers how many were written (0 or 2).
 *
 * The notification data: `{ payment: '<kind>:<id>', kind, paymentId, orderNumber, link,
 * receiptPdf }`, where `link` is the receipt page under /ui and `receiptPdf` the API path.
 */
export async function notifyPaymentReceived(
  tx: Transaction,
  facts: PaymentReceivedFacts,
): Promise<number> {
  const payer = await findMemberRowById(tx, facts.payerId);
  if (!payer) return 0;
  const language: Language = payer.preferredLanguage;
  const words = texts[language];
  const data = {
    payment: `${facts.payment.kind}:${facts.payment.id}`,
    kind: facts.payment.kind,
    paymentId: facts.payment.id,
    orderNumber: facts.orderNumber,
    link: facts.receipt.page,
    receiptPdf: facts.receipt.pdf,
  };
  const amount = formatMoney(facts.amount, facts.currency, language);
  const notices = [
    {
      type: 'PAYMENT_RECEIVED' as const,
      title: words.received.title,
      message: words.received.message(facts, amount),
    },
    { type: 'ORDER_READY' as const, title: words.ready.title, message: words.ready.message(facts) },
  ];
  let written = 0;
  for (const notice of notices) {
    const id = await createNotificationOnce(
      tx,
      { receiverId: payer.id, senderId: null, ...notice, data },
      'payment',
    );
    if (id) written += 1;
  }
  return written;
}
