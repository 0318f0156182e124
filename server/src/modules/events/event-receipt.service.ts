import { formatEventTime } from '@portal/contracts/format';
import type { Language } from '@portal/contracts/language';
import type { Executor } from '#src/db/client.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import { AppError } from '#src/lib/errors.ts';
import type { ReceiptDocument } from '#src/lib/receipts/receipt-document.ts';
import { type ReceiptPdf, receiptPdf } from '#src/lib/receipts/receipt-pdf-file.ts';
import { canActFor } from '#src/modules/family/family-access.service.ts';
import { findOrganisation } from '#src/modules/organisations/organisations.service.ts';
import {
  type EventEntryRow,
  type EventRow,
  findEntry,
  findEvent,
  ticketsOf,
} from './events.repository.ts';

const holderWords = {
  da: (n: number) => (n === 1 ? '1 billet' : `${String(n)} billetter`),
  en: (n: number) => (n === 1 ? '1 ticket' : `${String(n)} tickets`),
} satisfies Record<Language, unknown>;

/**
 * A booking was paid when it was settled as paid: by card (it then has a capture status, also
 * after the club cancelled and paid it back) or in cash at the club. Free bookings have none.
 */
export function hasEventReceipt(entry: EventEntryRow): boolean {
  if (entry.amount <= 0) return false;
  return entry.paymentStatus === 'paid' || entry.captureStatus !== null;
}

/**
 * An event booking's receipt: one line for the booking (events carry no VAT or surcharge of their
 * own, so both are zero), naming the tickets' holders.
 */
async function eventReceiptDocument(
  db: Executor,
  entry: EventEntryRow,
  event: EventRow,
  language: Language,
): Promise<ReceiptDocument> {
  const organisation = await findOrganisation(db, entry.orgId);
  const tickets = await ticketsOf(db, [entry.id]);
  const holders = tickets.map((ticket) => ticket.holderName).join(', ');
  const paidInCash = entry.authorizationIdentifier === null && entry.paymentStatus === 'paid';
  return {
    kind: 'receipt',
    language,
    seller: {
      name: organisation.name,
      address: organisation.address,
      cvrNumber: organisation.cvrNumber,
    },
    buyer: { name: entry.name, email: entry.email || null, address: null },
    orderNumber: entry.orderNumber ?? entry.id,
    date: (entry.settledAt ?? entry.createdAt).toISOString(),
    lines: [
      {
        description: `${event.title}, ${holderWords[language](entry.quantity)}`,
        detail: [
          formatEventTime(event.startDate.toISOString(), event.endDate.toISOString(), language),
          holders,
        ]
          .filter(Boolean)
          .join(' · '),
        price: entry.amount,
        vat: 0,
        surcharge: 0,
        total: entry.amount,
      },
    ],
    total: { price: entry.amount, vat: 0, surcharge: 0, total: entry.amount },
    currency: entry.currency,
    maskedCard: entry.maskedCard,
    paidInCash,
    paymentReferences: entry.authorizationIdentifier
      ? [{ label: 'authorization', value: entry.authorizationIdentifier }]
      : [],
  };
}

/**
 * The PDF receipt of a paid booking, for the one who booked it (or who may act for them), else
 * 404. In the acting member's language unless one is asked for.
 */
export async function eventReceiptPdf(
  db: Executor,
  acting: ActingMember,
  entryId: string,
  language: Language | undefined,
): Promise<ReceiptPdf> {
  const entry = await findEntry(db, entryId);
  const mine = entry?.bookerId ? await canActFor(db, acting, entry.bookerId) : false;
  if (!entry || !mine) throw AppError.of('NOT_FOUND', 'booking_not_found');
  const event = await findEvent(db, entry.eventId);
  if (!event || !hasEventReceipt(entry)) throw AppError.of('NOT_FOUND', 'receipt_unavailable');
  return receiptPdf(
    await eventReceiptDocument(db, entry, event, language ?? acting.row.preferredLanguage),
  );
}

/**
 * A booking's receipt and who booked it, for the booking confirmation's attachment and the credit
 * notes of its refunds (whose callers decide who may read it): null if there is no receipt.
 */
export async function eventEntryReceiptDocument(
  db: Executor,
  entryId: string,
  language: Language,
): Promise<{ document: ReceiptDocument; payerMemberId: string | null } | null> {
  const entry = await findEntry(db, entryId);
  const event = entry ? await findEvent(db, entry.eventId) : null;
  if (!entry || !event || !hasEventReceipt(entry)) return null;
  return {
    document: await eventReceiptDocument(db, entry, event, language),
    payerMemberId: entry.bookerId,
  };
}
