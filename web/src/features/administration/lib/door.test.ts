import type { DoorTicket } from '@portal/contracts/event-administration';
import { describe, expect, it } from 'vitest';
import { countsOf, decideLocally, doorTicketsOf, refusedAfterSync, withTicket } from './door.ts';

const ticket = (code: string, state: DoorTicket['state']): DoorTicket => ({
  ticketId: `00000000-0000-4000-8000-00000000000${code.length}`,
  code,
  holderName: `Holder ${code}`,
  guest: false,
  state,
  checkedInAt: null,
  checkedInBy: null,
});
const at = new Date('2026-12-14T17:02:00Z');

describe('the door’s own decisions', () => {
  const tickets = doorTicketsOf([
    ticket('a', 'valid'),
    ticket('bb', 'checked_in'),
    ticket('ccc', 'cancelled'),
    ticket('dddd', 'unpaid'),
  ]);

  it('lets a valid ticket in once and says so of the second scan', () => {
    const first = decideLocally(tickets, 'a', 'entry', at, 'Mette');
    expect(first.result).toBe('ok');
    expect(first.ticket).toMatchObject({ state: 'checked_in', checkedInBy: 'Mette' });
    const after = withTicket(tickets, first.ticket);
    expect(decideLocally(after, 'a', 'entry', at, 'Ole').result).toBe('already_checked_in');
    expect(countsOf(after)).toEqual({ checkedIn: 2, tickets: 2 });
  });

  it('refuses cancelled, unpaid and unknown tickets, and undoes only a check-in', () => {
    expect(decideLocally(tickets, 'ccc', 'entry', at, 'M').result).toBe('cancelled');
    expect(decideLocally(tickets, 'dddd', 'entry', at, 'M').result).toBe('unpaid');
    expect(decideLocally(tickets, 'zzz', 'entry', at, 'M').result).toBe('unknown');
    expect(decideLocally(tickets, 'a', 'undo', at, 'M').result).toBe('not_checked_in');
    expect(decideLocally(tickets, 'bb', 'undo', at, 'M').ticket?.state).toBe('valid');
  });

  it('names the scans the server refused that the phone had let in', () => {
    const scan = (nonce: string, localResult: 'ok' | 'cancelled') => ({
      nonce,
      code: nonce,
      kind: 'entry' as const,
      scannedAt: at.toISOString(),
      localResult,
      holderName: null,
    });
    const refused = refusedAfterSync(
      [scan('n1', 'ok'), scan('n2', 'ok'), scan('n3', 'cancelled')],
      [
        { nonce: 'n1', result: 'ok', ticket: null, otherEventTitle: null },
        { nonce: 'n2', result: 'cancelled', ticket: null, otherEventTitle: null },
        { nonce: 'n3', result: 'cancelled', ticket: null, otherEventTitle: null },
      ],
    );
    expect(refused.map((item) => item.scan.nonce)).toEqual(['n2']);
  });
});
