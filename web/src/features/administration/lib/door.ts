import type {
  CheckInResult,
  DoorTicket,
  Scan,
  ScanOutcome,
} from '@portal/contracts/event-administration';

/**
 * The door's own decisions, made from the tickets downloaded when the check-in page opened, so a
 * phone without a network keeps scanning. The server decides every scan again when it arrives;
 * where it disagrees (a ticket cancelled meanwhile, another phone first), its answer counts.
 */

export type DoorTickets = Map<string, DoorTicket>;

export const doorTicketsOf = (tickets: DoorTicket[]): DoorTickets =>
  new Map(tickets.map((ticket) => [ticket.code, ticket]));

/** What a scan of this code means here and now, and the ticket as it will be after it. */
export function decideLocally(
  tickets: DoorTickets,
  code: string,
  kind: Scan['kind'],
  at: Date,
  by: string,
): { result: CheckInResult; ticket: DoorTicket | null } {
  const ticket = tickets.get(code) ?? null;
  if (!ticket) return { result: 'unknown', ticket: null };
  if (kind === 'undo') {
    if (ticket.state !== 'checked_in') return { result: 'not_checked_in', ticket };
    return {
      result: 'ok',
      ticket: { ...ticket, state: 'valid', checkedInAt: null, checkedInBy: null },
    };
  }
  if (ticket.state === 'cancelled' || ticket.state === 'unpaid') {
    return { result: ticket.state, ticket };
  }
  if (ticket.state === 'checked_in') return { result: 'already_checked_in', ticket };
  return {
    result: 'ok',
    ticket: { ...ticket, state: 'checked_in', checkedInAt: at.toISOString(), checkedInBy: by },
  };
}

export function withTicket(tickets: DoorTickets, ticket: DoorTicket | null): DoorTickets {
  if (!ticket) return tickets;
  const next = new Map(tickets);
  next.set(ticket.code, ticket);
  return next;
}

/** A scan waiting to be sent, with what the phone decided, to tell a refusal afterwards. */
export interface QueuedScan extends Scan {
  localResult: CheckInResult;
  holderName: string | null;
}

/** The scans the server refused although the phone had let them in. */
export function refusedAfterSync(queued: QueuedScan[], outcomes: ScanOutcome[]) {
  const byNonce = new Map(outcomes.map((outcome) => [outcome.nonce, outcome]));
  return queued.flatMap((scan) => {
    const outcome = byNonce.get(scan.nonce);
    if (!outcome || scan.localResult !== 'ok' || outcome.result === 'ok') return [];
    return [{ scan, outcome }];
  });
}

/** The live counter from the tickets as the phone knows them. */
export function countsOf(tickets: DoorTickets) {
  let checkedIn = 0;
  let live = 0;
  for (const ticket of tickets.values()) {
    if (ticket.state === 'valid' || ticket.state === 'checked_in') live += 1;
    if (ticket.state === 'checked_in') checkedIn += 1;
  }
  return { checkedIn, tickets: live };
}

export function newNonce(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
