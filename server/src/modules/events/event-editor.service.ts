import type {
  EventCancellation,
  EventInput,
  StaffEventDetail,
  cancelEventInputSchema,
  eventInputSchema,
} from '@portal/contracts/event-administration';
import type { z } from 'zod';
import type { Transaction } from '#src/db/client.ts';
import { auditAdministratorChange, type ChangeOrigin } from '#src/lib/audit.ts';
import type { Caller } from '#src/lib/auth.ts';
import { AppError } from '#src/lib/errors.ts';
import { enqueue, queueNames } from '#src/lib/jobs.ts';
import { enqueueMail } from '#src/lib/messages/mail.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';
import { findMemberRowById } from '#src/modules/members/members.service.ts';
import { createNotification } from '#src/modules/notifications/notifications.service.ts';
import {
  administeredOrganisation,
  type OrganisationRow,
} from '#src/modules/organisations/organisation-settings.service.ts';
import {
  cancellationMail,
  cancellationNotice,
  type CancellationFacts,
} from './cancellation-mail.tsx';
import type { EventEntryRow } from './events.repository.ts';
import { cancelEntryByClub } from './entries.service.ts';
import { cancelTicketsOf, findEvent } from './events.repository.ts';
import { announcePlacesFreed, forgetSoldOut } from './sold-out.ts';
import { endWaitingListOf, offerFreedPlaces } from './waiting-list-offers.ts';
import {
  type EventValues,
  insertEvent,
  liveEntriesOf,
  lockEvent,
  updateEvent,
} from './staff-events.repository.ts';
import { staffEventDetail } from './staff-events.service.ts';

type Input = z.output<typeof eventInputSchema>;
type CancelInput = z.output<typeof cancelEventInputSchema>;

interface EventRef {
  orgKey: string;
  eventId: string;
}

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

function valuesOf(input: Input): Omit<EventValues, 'orgId'> {
  return {
    title: input.title,
    description: input.description,
    location: input.location,
    startDate: new Date(input.startDate),
    endDate: new Date(input.endDate),
    publicDate: new Date(input.publicDate),
    saleStart: dateOrNull(input.saleStart),
    registrationDeadline: dateOrNull(input.saleEnd),
    capacity: input.capacity,
    memberPrice: input.memberPrice,
    guestPrice: input.guestPrice,
    forMembers: input.forMembers,
    guestsInvited: input.guestsInvited,
    enabled: input.enabled,
    maxPerBooking: input.maxPerBooking,
    offerHoldHours: input.offerHoldHours,
  };
}

/** The editor's fields of an event, for the audit record's before and after. */
const auditedFields = (detail: StaffEventDetail): Partial<EventInput> => ({
  title: detail.title,
  location: detail.location,
  startDate: detail.startDate,
  endDate: detail.endDate,
  publicDate: detail.publicDate,
  saleStart: detail.saleStart,
  saleEnd: detail.saleEnd,
  capacity: detail.capacity,
  memberPrice: detail.memberPrice,
  guestPrice: detail.guestPrice,
  forMembers: detail.forMembers,
  guestsInvited: detail.guestsInvited,
  enabled: detail.enabled,
  maxPerBooking: detail.maxPerBooking,
  offerHoldHours: detail.offerHoldHours,
});

export async function eventForEditor(
  ctx: ServiceContext,
  caller: Caller,
  ref: EventRef,
): Promise<StaffEventDetail> {
  const organisation = await administeredOrganisation(ctx, caller, ref.orgKey);
  return staffEventDetail(ctx, organisation.id, ref.eventId);
}

/** A new event of the organisation; copying one is creating one from its fields. */
export async function createEvent(
  ctx: ServiceContext,
  caller: Caller,
  change: { orgKey: string; input: Input; origin: ChangeOrigin },
): Promise<StaffEventDetail> {
  const organisation = await administeredOrganisation(ctx, caller, change.orgKey);
  return ctx.db.transaction(async (tx) => {
    const id = await insertEvent(tx, { orgId: organisation.id, ...valuesOf(change.input) });
    const created = await staffEventDetail({ db: tx }, organisation.id, id);
    await auditAdministratorChange(tx, caller, {
      orgKey: organisation.key,
      action: 'event_created',
      origin: change.origin,
      details: { eventId: id, after: auditedFields(created) },
    });
    return created;
  });
}

/**
 * Changes every field of an event. The event's row is locked first, so a booking taking places
 * at the same moment is counted before the capacity is checked against the places taken.
 */
export async function changeEvent(
  ctx: ServiceContext,
  caller: Caller,
  change: EventRef & { input: Input; origin: ChangeOrigin },
): Promise<StaffEventDetail> {
  const organisation = await administeredOrganisation(ctx, caller, change.orgKey);
  const changed = await ctx.db.transaction(async (tx) => {
    const locked = await lockEvent(tx, organisation.id, change.eventId);
    if (!locked) throw AppError.of('NOT_FOUND', 'event_not_found');
    if (locked.cancelledAt) throw AppError.of('CONFLICT', 'event_already_cancelled');
    const { capacity } = change.input;
    if (capacity !== null && capacity < locked.placesTaken) {
      throw AppError.of('BAD_REQUEST', 'capacity_below_taken', { count: locked.placesTaken }, [
        { field: 'capacity', message: `must be at least ${String(locked.placesTaken)}` },
      ]);
    }
    const before = await staffEventDetail({ db: tx }, organisation.id, change.eventId);
    await updateEvent(tx, change.eventId, valuesOf(change.input));
    // A raised capacity frees places: the waiting list is offered them first.
    await offerFreedPlaces(ctx, tx, change.eventId, new Date());
    // A raised capacity or a new sale window: no server may go on answering "sold out".
    await announcePlacesFreed(tx, change.eventId);
    const after = await staffEventDetail({ db: tx }, organisation.id, change.eventId);
    await auditAdministratorChange(tx, caller, {
      orgKey: organisation.key,
      action: 'event_changed',
      origin: change.origin,
      details: {
        eventId: change.eventId,
        before: auditedFields(before),
        after: auditedFields(after),
      },
    });
    return after;
  });
  // A raised capacity or a new sale window: the memory of "sold out" must not outlive it.
  forgetSoldOut(ctx.db, change.eventId);
  return changed;
}

/** Why the club cancelled a booking, in words for support and the booking's history. */
export const cancellationReason = (
  what: string,
  reason: string,
  payment: CancellationFacts['payment'],
) =>
  payment === 'cash'
    ? `${what} was cancelled: ${reason}. Paid in cash: the club pays it back in cash.`
    : `${what} was cancelled: ${reason}`;

/** How a booking was paid, which decides how it is paid back. */
export function paymentOf(entry: EventEntryRow): CancellationFacts['payment'] {
  if (entry.paymentStatus !== 'paid') return 'none';
  return entry.authorizationIdentifier ? 'card' : 'cash';
}

/** The booker hears of a cancellation under the bell (a member) and by mail, in their language. */
export async function tellBookerOfCancellation(
  ctx: ServiceContext,
  tx: Transaction,
  facts: {
    entry: EventEntryRow;
    organisation: OrganisationRow;
    event: { title: string; startDate: Date };
    whole: CancellationFacts['whole'];
    reason: string;
  },
) {
  const { entry } = facts;
  const member = entry.bookerId ? await findMemberRowById(tx, entry.bookerId) : null;
  const story: CancellationFacts = {
    language: member?.preferredLanguage ?? entry.language,
    to: { name: member ? `${member.firstName} ${member.lastName}`.trim() : entry.name },
    organisation: { name: facts.organisation.name },
    event: facts.event,
    whole: facts.whole,
    reason: facts.reason,
    payment: paymentOf(entry),
    link: new URL('/ui/tickets', ctx.config.publicUrl).href,
  };
  if (member) {
    const notice = cancellationNotice(story);
    await createNotification(tx, {
      receiverId: member.id,
      senderId: null,
      // SPEC.md's seven types have no cancellation of their own: it is news about a booking.
      type: 'EVENT_REGISTRATION',
      title: notice.title,
      message: notice.message,
      data: { entryId: entry.id, eventId: entry.eventId, link: story.link },
    });
  }
  const to = member?.email ?? entry.email;
  if (to) {
    await enqueueMail(ctx.jobs, tx, {
      to,
      ...(await cancellationMail(story)),
      idempotencyKey: `booking-cancelled-${entry.id}-mail`,
    });
  }
}

/** A card-paid booking to pay back after its event was cancelled, in the name of who cancelled. */
export interface CancellationRefundJob {
  entryId: string;
  orgKey: string;
  reason: string;
  actor: { subject: string; email: string };
}

/**
 * Cancels the event and every booking of it, in one transaction: the tickets stop checking in at
 * once, free and unpaid bookings end, and each booking paid by card gets a refund job (which pays
 * it back exactly once, see `runCancellationRefund`). Every booker is told, in their language.
 */
export async function cancelEvent(
  ctx: ServiceContext,
  caller: Caller,
  change: EventRef & { input: CancelInput; origin: ChangeOrigin },
): Promise<EventCancellation> {
  const organisation = await administeredOrganisation(ctx, caller, change.orgKey);
  const { reason } = change.input;
  const outcome = await ctx.db.transaction(async (tx) => {
    const locked = await lockEvent(tx, organisation.id, change.eventId);
    if (!locked) throw AppError.of('NOT_FOUND', 'event_not_found');
    if (locked.cancelledAt) throw AppError.of('CONFLICT', 'event_already_cancelled');
    await updateEvent(tx, locked.id, { cancelledAt: new Date(), cancellationReason: reason });
    // Bookings are told the event is cancelled, not that it is full.
    await announcePlacesFreed(tx, locked.id);
    const entries = await liveEntriesOf(tx, locked.id);
    // Nobody waits for a cancelled event; the places held for offers go with it.
    const event = await findEvent(tx, locked.id);
    if (event) await endWaitingListOf(ctx, tx, event, reason);
    let refundsQueued = 0;
    for (const entry of entries) {
      await cancelTicketsOf(tx, entry.id);
      const payment = paymentOf(entry);
      if (payment === 'card') {
        // Stays paid until the refund job has paid it back; the refund then cancels it.
        const job: CancellationRefundJob = {
          entryId: entry.id,
          orgKey: organisation.key,
          reason,
          actor: { subject: caller.subject, email: caller.email },
        };
        await enqueue(ctx.jobs, tx, queueNames.eventCancellationRefund, job, {
          singletonKey: `event-cancellation-refund-${entry.id}`,
        });
        refundsQueued += 1;
      } else {
        await cancelEntryByClub(
          ctx,
          tx,
          entry.id,
          cancellationReason('The event', reason, payment),
        );
      }
      await tellBookerOfCancellation(ctx, tx, {
        entry,
        organisation,
        event: locked,
        whole: 'event',
        reason,
      });
    }
    await auditAdministratorChange(tx, caller, {
      orgKey: organisation.key,
      action: 'event_cancelled',
      origin: change.origin,
      details: {
        eventId: locked.id,
        title: locked.title,
        reason,
        bookings: entries.length,
        refundsQueued,
      },
    });
    return { cancelledBookings: entries.length, refundsQueued };
  });
  forgetSoldOut(ctx.db, change.eventId);
  return { event: await staffEventDetail(ctx, organisation.id, change.eventId), ...outcome };
}
