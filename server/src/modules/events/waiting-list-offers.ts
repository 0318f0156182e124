import type { Database, Transaction } from '#src/db/client.ts';
import { enqueue, type Jobs, queueNames } from '#src/lib/jobs.ts';
import { enqueueMail } from '#src/lib/messages/mail.ts';
import { findMemberRowById } from '#src/modules/members/members.service.ts';
import { createNotification } from '#src/modules/notifications/notifications.service.ts';
import {
  type EventEntryRow,
  type EventRow,
  findEvent,
  releasePlaces,
} from './events.repository.ts';
import { forgetSoldOut } from './sold-out.ts';
import { type WaitingListFacts, waitingListMail, waitingListNotice } from './waiting-list-mail.tsx';
import {
  endLiveWaiting,
  findWaiting,
  holdPlaces,
  lockEventPlaces,
  offerTakenBy,
  updateWaiting,
  type WaitingRow,
  waitingInLine,
} from './waiting-list.repository.ts';

/** What offering places needs: the jobs for the mails and the offer's end, and the portal's address. */
export interface OfferDeps {
  db: Database;
  jobs: Jobs;
  config: { publicUrl: string };
}

/** Where a place in line is seen: the event's page for a member, the guest's own page otherwise. */
export const waitingPlaceLink = (publicUrl: string, event: EventRow, row: WaitingRow) =>
  new URL(
    row.memberId
      ? `/ui/${event.orgKey}/events/${event.id}`
      : `/ui/${event.orgKey}/waiting-list/${row.token}`,
    publicUrl,
  ).href;

/** Tells a person in line (a member also under the bell), in their language. */
export async function tellWaiting(
  deps: OfferDeps,
  tx: Transaction,
  facts: {
    row: WaitingRow;
    event: EventRow;
    kind: WaitingListFacts['kind'];
    position: number | null;
    reason?: string;
  },
) {
  const { row, event } = facts;
  const member = row.memberId ? await findMemberRowById(tx, row.memberId) : null;
  const story: WaitingListFacts = {
    language: member?.preferredLanguage ?? row.language,
    kind: facts.kind,
    to: { name: member ? `${member.firstName} ${member.lastName}`.trim() : row.name },
    organisation: { name: event.orgName },
    event: { title: event.title, startDate: event.startDate },
    quantity: row.quantity,
    position: facts.position,
    offerExpiresAt: row.offerExpiresAt,
    isPaid: event.memberPrice > 0 || event.guestPrice > 0,
    reason: facts.reason ?? null,
    link: waitingPlaceLink(deps.config.publicUrl, event, row),
  };
  if (member && facts.kind !== 'joined') {
    await createNotification(tx, {
      receiverId: member.id,
      senderId: null,
      // SPEC.md's seven types have no waiting list of their own: it is news about a booking.
      type: 'EVENT_REGISTRATION',
      ...waitingListNotice(story),
      data: { eventId: event.id, waitingListId: row.id, link: story.link },
    });
  }
  const to = member?.email ?? row.email;
  if (!to) return;
  await enqueueMail(deps.jobs, tx, {
    to,
    ...(await waitingListMail(story)),
    // One mail per offer: an offer given again after a failed payment is the same offer.
    idempotencyKey: `waiting-list-${row.id}-${facts.kind}-${row.offeredAt?.getTime() ?? 0}`,
  });
}

/**
 * Ends the line of a cancelled event: the places its offers held go back with the event, and
 * everyone who waited is told, in their language.
 */
export async function endWaitingListOf(
  deps: OfferDeps,
  tx: Transaction,
  event: EventRow,
  reason: string,
) {
  const ended = await endLiveWaiting(tx, event.id);
  const held = ended.filter((row) => row.status === 'offered');
  await releasePlaces(
    tx,
    event.id,
    held.reduce((sum, row) => sum + row.quantity, 0),
  );
  for (const row of ended) {
    await tellWaiting(deps, tx, { row, event, kind: 'cancelled', position: null, reason });
  }
}

/**
 * Offers the event's free places to its waiting list, in the order people joined: each place in
 * line that fits in what is free is offered and its places held (counted as taken), so nobody
 * else books them meanwhile. A place in line asking more than is free waits, and those behind it
 * that fit are offered. Runs in the transaction that freed the places.
 */
export async function offerFreedPlaces(
  deps: OfferDeps,
  tx: Transaction,
  eventId: string,
  now: Date,
): Promise<number> {
  const places = await lockEventPlaces(tx, eventId);
  if (!places?.enabled || places.cancelledAt || places.startDate <= now) return 0;
  if (places.capacity === null) return 0;
  let free = places.capacity - places.placesTaken;
  if (free <= 0) return 0;
  const event = await findEvent(tx, eventId);
  if (!event) return 0;
  let offered = 0;
  for (const row of await waitingInLine(tx, eventId)) {
    if (free <= 0) break;
    if (row.quantity > free) continue;
    const holdEnd = now.getTime() + places.offerHoldHours * 60 * 60 * 1000;
    const offerExpiresAt = new Date(Math.min(holdEnd, places.startDate.getTime()));
    await updateWaiting(tx, row.id, { status: 'offered', offeredAt: now, offerExpiresAt });
    await holdPlaces(tx, eventId, row.quantity);
    free -= row.quantity;
    offered += 1;
    await tellWaiting(deps, tx, {
      row: { ...row, status: 'offered', offeredAt: now, offerExpiresAt },
      event,
      kind: 'offer',
      position: null,
    });
    await enqueue(
      deps.jobs,
      tx,
      queueNames.waitingListOfferExpiry,
      { waitingId: row.id },
      { startAfter: offerExpiresAt, singletonKey: `waiting-offer-${row.id}` },
    );
  }
  return offered;
}

/**
 * Places of an event are free again (a cancellation, an unpaid hold that ran out): they go to the
 * waiting list first, in the same transaction, and what is left is bookable by anyone.
 */
export async function placesFreed(
  deps: OfferDeps,
  tx: Transaction,
  eventId: string,
  quantity: number,
  now = new Date(),
) {
  await releasePlaces(tx, eventId, quantity);
  await offerFreedPlaces(deps, tx, eventId, now);
  forgetSoldOut(deps.db, eventId);
}

/**
 * The places of a booking that ended unpaid. A booking made from an offer that still holds gives
 * its places back to the offer, not to the next in line: a declined card may be tried again.
 */
export async function unpaidEntryClosed(
  deps: OfferDeps,
  tx: Transaction,
  entry: EventEntryRow,
  now = new Date(),
) {
  const offer = await offerTakenBy(tx, entry.id);
  if (offer?.offerExpiresAt && offer.offerExpiresAt > now) {
    await updateWaiting(tx, offer.id, { status: 'offered', eventEntryId: null });
    return;
  }
  await placesFreed(deps, tx, entry.eventId, entry.quantity, now);
}

/**
 * An offer not taken in time passes on: its places go to the next in line. Run by the offer's
 * job at its end; a second run, or one for an offer already answered, changes nothing.
 */
export async function expireOffer(deps: OfferDeps, waitingId: string, now = new Date()) {
  await deps.db.transaction(async (tx) => {
    const row = await findWaiting(tx, { id: waitingId }, { lock: true });
    if (row?.status !== 'offered' || !row.offerExpiresAt || row.offerExpiresAt > now) return;
    await updateWaiting(tx, row.id, { status: 'expired' });
    await placesFreed(deps, tx, row.eventId, row.quantity, now);
  });
}
