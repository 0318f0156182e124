import type {
  CheckInList,
  CheckInResult,
  DoorState,
  DoorTicket,
  Scan,
  ScanBatchResult,
  ScanOutcome,
} from '@portal/contracts/event-administration';
import type { DoorMembershipAnswer } from '@portal/contracts/membership-card';
import type { Executor } from '#src/db/client.ts';
import { clubToday } from '#src/lib/club-calendar.ts';
import type { Caller } from '#src/lib/auth.ts';
import { isUniqueViolation } from '#src/lib/db-errors.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';
import { membershipAtDoor } from '#src/modules/memberships/membership-cards.service.ts';
import { administeredOrganisation } from '#src/modules/organisations/organisation-settings.service.ts';
import {
  type DoorTicketRow,
  doorCounts,
  findCheckInByNonce,
  findDoorTicketByCode,
  findDoorTicketById,
  insertCheckIn,
  listDoorTickets,
  markCheckedIn,
  undoCheckIn,
} from './check-in.repository.ts';
import { organisationEvent } from './staff-events.service.ts';

/**
 * Check-in at the door (issue 15.3), after pretix: a device downloads the event's tickets, decides
 * each scan itself (also offline) and sends its scans, each with a nonce of its own; the server
 * decides again, and its answer is the one that counts.
 */

interface EventRef {
  orgKey: string;
  eventId: string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function doorStateOf(row: Pick<DoorTicketRow, 'status' | 'payment_status'>): DoorState {
  if (row.status === 'cancelled') return 'cancelled';
  if (['cancelled', 'declined', 'expired'].includes(row.payment_status)) return 'cancelled';
  if (row.payment_status === 'pending') return 'unpaid';
  return row.status === 'checked_in' ? 'checked_in' : 'valid';
}

function toDoorTicket(row: DoorTicketRow): DoorTicket {
  return {
    ticketId: row.ticket_id,
    code: row.code,
    holderName: row.holder_name,
    guest: row.guest,
    state: doorStateOf(row),
    checkedInAt: row.checked_in_at === null ? null : iso(row.checked_in_at),
    checkedInBy: row.checked_in_by,
  };
}

async function doorEvent(ctx: ServiceContext, caller: Caller, ref: EventRef) {
  const organisation = await administeredOrganisation(ctx, caller, ref.orgKey);
  return organisationEvent(ctx, organisation.id, ref.eventId);
}

/** The event's tickets for a door device to decide scans by, also when the network is gone. */
export async function checkInList(
  ctx: ServiceContext,
  caller: Caller,
  ref: EventRef,
): Promise<CheckInList> {
  const event = await doorEvent(ctx, caller, ref);
  const rows = await listDoorTickets(ctx.db, event.id);
  return {
    event: {
      id: event.id,
      title: event.title,
      startDate: event.startDate.toISOString(),
      cancelled: event.cancelledAt !== null,
    },
    tickets: rows.map(toDoorTicket),
    counts: await doorCounts(ctx.db, event.id),
    readAt: new Date().toISOString(),
  };
}

/** Who checked a ticket in, as the door says it ("at 18:02 by Mette"). */
const staffName = (caller: Caller) => caller.givenName || caller.name || caller.email;

function outcome(
  nonce: string,
  result: CheckInResult,
  row: DoorTicketRow | null,
  eventId: string,
): ScanOutcome {
  const sameEvent = row?.event_id === eventId;
  return {
    nonce,
    result,
    ticket: row && sameEvent ? toDoorTicket(row) : null,
    otherEventTitle: row && !sameEvent && result === 'other_event' ? row.event_title : null,
  };
}

/** What a scan does to its ticket, decided on the ticket's current row. */
async function decide(
  tx: Executor,
  scan: Scan & { at: Date; by: string },
  row: DoorTicketRow,
): Promise<CheckInResult> {
  const state = doorStateOf(row);
  if (scan.kind === 'undo') {
    return (await undoCheckIn(tx, row.ticket_id)) ? 'ok' : 'not_checked_in';
  }
  if (state === 'cancelled' || state === 'unpaid') return state;
  if (state === 'checked_in') return 'already_checked_in';
  return (await markCheckedIn(tx, row.ticket_id, scan.at, scan.by)) ? 'ok' : 'already_checked_in';
}

/**
 * One scan, in its own transaction. A nonce seen before answers as it did the first time and
 * changes nothing (a queue sent twice, an answer lost on the way). Two first sends of one nonce at
 * once meet the nonce's unique index: the later one rolls back and answers the first one's result.
 */
async function redeem(
  ctx: ServiceContext,
  eventId: string,
  orgId: string,
  scan: Scan,
  by: { name: string; email: string },
): Promise<ScanOutcome> {
  const replay = async (): Promise<ScanOutcome | null> => {
    const seen = await findCheckInByNonce(ctx.db, scan.nonce);
    if (!seen) return null;
    if (seen.eventId !== eventId) return outcome(scan.nonce, 'unknown', null, eventId);
    const row = seen.ticketId ? await findDoorTicketById(ctx.db, seen.ticketId) : null;
    return outcome(scan.nonce, seen.result, row, eventId);
  };
  const earlier = await replay();
  if (earlier) return earlier;
  const now = new Date();
  const scannedAt = new Date(scan.scannedAt);
  const at = scannedAt > now ? now : scannedAt;
  try {
    return await ctx.db.transaction(async (tx) => {
      const found = await findDoorTicketByCode(tx, scan.code);
      const known = found && found.org_id === orgId ? found : null;
      let result: CheckInResult;
      if (!known) result = 'unknown';
      else if (known.event_id !== eventId) result = 'other_event';
      else result = await decide(tx, { ...scan, at, by: by.name }, known);
      await insertCheckIn(tx, {
        eventId,
        ticketId: known?.event_id === eventId ? known.ticket_id : null,
        code: scan.code,
        nonce: scan.nonce,
        kind: scan.kind,
        result,
        byName: by.name,
        byEmail: by.email,
        scannedAt: at,
      });
      const after =
        known?.event_id === eventId ? await findDoorTicketById(tx, known.ticket_id) : known;
      return outcome(scan.nonce, result, after, eventId);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await replay();
    if (!winner) throw error;
    return winner;
  }
}

/** A device's scans, one or a queue of many, each decided and answered on its own. */
export async function redeemScans(
  ctx: ServiceContext,
  caller: Caller,
  ref: EventRef & { scans: Scan[] },
): Promise<ScanBatchResult> {
  const event = await doorEvent(ctx, caller, ref);
  const by = { name: staffName(caller), email: caller.email };
  const outcomes: ScanOutcome[] = [];
  for (const scan of ref.scans) {
    outcomes.push(await redeem(ctx, event.id, event.orgId, scan, by));
  }
  return { outcomes, counts: await doorCounts(ctx.db, event.id) };
}

/**
 * A membership card scanned at the event's door (issue 19): whether its holder is a member of the
 * event's organisation today. It checks nobody in and writes nothing: the club decides what a
 * membership is worth at its door (entry to a members' evening, a member's price at the till).
 */
export async function membershipCardAtDoor(
  ctx: ServiceContext,
  caller: Caller,
  ref: EventRef & { code: string },
): Promise<DoorMembershipAnswer> {
  const event = await doorEvent(ctx, caller, ref);
  return membershipAtDoor(ctx.db, event.orgId, ref.code, clubToday());
}
