import type {
  BookableMember,
  BookingCancellation,
  cancelBookingInputSchema,
  StaffBookingInput,
} from '@portal/contracts/event-administration';
import { fullName } from '@portal/contracts/member-fields';
import type { z } from 'zod';
import type { Transaction } from '#src/db/client.ts';
import { auditAdministratorChange, type ChangeOrigin } from '#src/lib/audit.ts';
import type { Caller } from '#src/lib/auth.ts';
import { clubToday } from '#src/lib/club-calendar.ts';
import { violatesUnique } from '#src/lib/db-errors.ts';
import { AppError } from '#src/lib/errors.ts';
import { randomToken } from '@portal/contracts/random-token';
import type { ServiceContext } from '#src/lib/service-context.ts';
import { findMemberRowById } from '#src/modules/members/members.service.ts';
import { administeredOrganisation } from '#src/modules/organisations/organisation-settings.service.ts';
import { refundPaymentFor } from '#src/modules/payments/organisation-payments.service.ts';
import { organisationPeople } from '#src/modules/roster/roster.service.ts';
import { enqueueBookingConfirmation } from './booking-messages.ts';
import { cancellationReason, paymentOf, tellBookerOfCancellation } from './event-editor.service.ts';
import { cancelEntryByClub } from './entries.service.ts';
import { closeUnpaidEntry } from './event-payments.ts';
import {
  bookingPeople,
  type EventEntryRow,
  findEntry,
  insertEntry,
  insertTickets,
  participantsWithTickets,
} from './events.repository.ts';
import { takePlacesAsStaff } from './staff-events.repository.ts';
import { organisationEvent } from './staff-events.service.ts';

type CancelInput = z.output<typeof cancelBookingInputSchema>;

interface EventRef {
  orgKey: string;
  eventId: string;
}

/** The organisation's people whom the staff may book for, found by name, email or phone. */
export async function bookableMembers(
  ctx: ServiceContext,
  caller: Caller,
  ref: EventRef & { search: string },
): Promise<BookableMember[]> {
  const organisation = await administeredOrganisation(ctx, caller, ref.orgKey);
  const event = await organisationEvent(ctx, organisation.id, ref.eventId);
  const rows = await organisationPeople(ctx, organisation.id, { search: ref.search }, 10);
  const ids = rows.map((row) => row.id);
  const booked = await participantsWithTickets(ctx.db, event.id, ids);
  // Members as the price sees them: an active membership today, as a member's own booking.
  const people = rows[0]
    ? await bookingPeople(ctx.db, {
        bookerId: rows[0].id,
        orgId: organisation.id,
        memberIds: ids,
        today: clubToday(),
      })
    : [];
  const members = new Set(people.filter((person) => person.isMember).map((person) => person.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email ?? '',
    isMember: members.has(row.id),
    hasTicket: booked.has(row.id),
  }));
}

/**
 * A booking the staff add by hand for one of the organisation's people: one ticket, free, or paid
 * in cash at the club (at the member's or the guest's price). It takes a place like any booking,
 * also before the event is published; the member gets the usual confirmation with the ticket.
 */
export async function addStaffBooking(
  ctx: ServiceContext,
  caller: Caller,
  change: EventRef & { input: StaffBookingInput; origin: ChangeOrigin },
) {
  const organisation = await administeredOrganisation(ctx, caller, change.orgKey);
  const event = await organisationEvent(ctx, organisation.id, change.eventId);
  if (event.cancelledAt) throw AppError.of('CONFLICT', 'event_cancelled');
  const { memberId, payment } = change.input;
  const notInOrganisation = () =>
    AppError.of('NOT_FOUND', 'member_not_in_organisation', undefined, [
      { field: 'memberId', message: 'names nobody the organisation knows' },
    ]);
  const [known] = await organisationPeople(ctx, organisation.id, { memberId }, 1);
  const member = known ? await findMemberRowById(ctx.db, memberId) : null;
  if (!member) throw notInOrganisation();
  const [person] = await bookingPeople(ctx.db, {
    bookerId: memberId,
    orgId: organisation.id,
    memberIds: [memberId],
    today: clubToday(),
  });
  const price = person?.isMember ? event.memberPrice : event.guestPrice;
  const amount = payment === 'cash' ? price : 0;
  const name = fullName(member);
  try {
    return await ctx.db.transaction(async (tx) => {
      const entry = await insertEntry(tx, {
        eventId: event.id,
        orgId: organisation.id,
        bookerId: memberId,
        email: member.email ?? '',
        name,
        language: member.preferredLanguage,
        quantity: 1,
        amount,
        currency: event.currency,
        paymentStatus: amount > 0 ? 'paid' : 'free',
        statusReason:
          amount > 0
            ? `Paid in cash at the club, recorded by ${caller.email}.`
            : `Added by ${caller.email}.`,
        settledAt: new Date(),
      });
      const tickets = await insertTickets(tx, [
        {
          eventEntryId: entry.id,
          eventId: event.id,
          code: randomToken(24),
          holderName: name,
          participantId: memberId,
        },
      ]);
      if (entry.email) {
        await enqueueBookingConfirmation(ctx.jobs, tx, {
          entry,
          event,
          tickets,
          publicUrl: ctx.config.publicUrl,
        });
      }
      if (!(await takePlacesAsStaff(tx, event.id, 1))) throw AppError.of('CONFLICT', 'event_full');
      await auditAdministratorChange(tx, caller, {
        orgKey: organisation.key,
        action: 'event_booking_added',
        origin: change.origin,
        details: { eventId: event.id, entryId: entry.id, memberId, payment, amount },
      });
      return { entryId: entry.id, ticketId: tickets[0]?.id ?? '' };
    });
  } catch (error) {
    if (violatesUnique(error, 'tickets_one_live_per_participant')) {
      throw AppError.of('CONFLICT', 'member_already_booked', { name }, [
        { field: 'memberId', message: 'already has a ticket for this event' },
      ]);
    }
    throw error;
  }
}

/**
 * The staff cancel one booking. One paid by card is paid back in full through the gateway, as a
 * refund with the dialog's key (so a retry pays back once), and the refund cancels it. One not
 * yet paid gives its places back at once. A free one, or one paid in cash, is cancelled here and
 * the booker told.
 */
export async function cancelStaffBooking(
  ctx: ServiceContext,
  caller: Caller,
  change: EventRef & { entryId: string; input: CancelInput; origin: ChangeOrigin },
): Promise<{ outcome: BookingCancellation; status: 200 | 202 }> {
  const organisation = await administeredOrganisation(ctx, caller, change.orgKey);
  const found = await findEntry(ctx.db, change.entryId);
  const seen = found?.orgId === organisation.id ? found : null;
  if (seen?.eventId !== change.eventId) throw AppError.of('NOT_FOUND', 'staff_booking_not_found');
  const { reason, idempotencyKey } = change.input;

  if (paymentOf(seen) === 'card') {
    const refund = await refundPaymentFor(ctx, caller, organisation, {
      orgKey: organisation.key,
      kind: 'event',
      paymentId: seen.id,
      input: { action: 'in-full', reason, idempotencyKey },
    });
    if (refund.status === 202) return { outcome: { refund: 'pending' }, status: 202 };
    return {
      outcome: { refund: refund.refund.action === 'void' ? 'voided' : 'refunded' },
      status: 200,
    };
  }
  // The booker is told and the change recorded in the transaction that cancels the booking.
  const tellAndRecord = async (tx: Transaction, entry: EventEntryRow) => {
    const event = await organisationEvent({ db: tx }, organisation.id, entry.eventId);
    await tellBookerOfCancellation(ctx, tx, {
      entry,
      organisation,
      event,
      whole: 'booking',
      reason,
    });
    await auditAdministratorChange(tx, caller, {
      orgKey: organisation.key,
      action: 'event_booking_cancelled',
      origin: change.origin,
      details: { eventId: entry.eventId, entryId: entry.id, reason, payment: paymentOf(entry) },
    });
  };
  if (seen.paymentStatus === 'pending') {
    await closeUnpaidEntry(
      ctx,
      seen.id,
      {
        status: 'cancelled',
        reason: `Cancelled by ${organisation.name}: ${reason}. Nothing was charged.`,
      },
      tellAndRecord,
    );
    return { outcome: { refund: 'none' }, status: 200 };
  }

  await ctx.db.transaction(async (tx) => {
    const entry = await cancelEntryByClub(
      ctx,
      tx,
      seen.id,
      cancellationReason('The booking', reason, paymentOf(seen)),
    );
    if (entry) await tellAndRecord(tx, entry);
  });
  return { outcome: { refund: 'none' }, status: 200 };
}
