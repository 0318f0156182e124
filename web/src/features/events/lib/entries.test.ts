import { describe, expect, it } from 'vitest';
import { isCancellable, liveTickets, upcomingFirst } from './entries.ts';

const now = new Date('2025-06-01T12:00:00Z');

const entry = (id: string, startDate: string, endDate: string) => ({
  id,
  event: {
    title: id,
    startDate,
    endDate,
    location: '',
    orgKey: 'ROWING',
    orgName: 'Aarhus Roklub',
  },
});

describe('upcomingFirst', () => {
  it('lists upcoming events soonest first, then past ones newest first', () => {
    const sorted = upcomingFirst(
      [
        entry('long ago', '2024-01-01T10:00:00Z', '2024-01-01T12:00:00Z'),
        entry('next month', '2025-07-01T10:00:00Z', '2025-07-01T12:00:00Z'),
        entry('last week', '2025-05-25T10:00:00Z', '2025-05-25T12:00:00Z'),
        entry('tomorrow', '2025-06-02T10:00:00Z', '2025-06-02T12:00:00Z'),
        entry('running now', '2025-06-01T10:00:00Z', '2025-06-01T14:00:00Z'),
      ],
      now,
    );
    expect(sorted.map((item) => item.id)).toEqual([
      'running now',
      'tomorrow',
      'next month',
      'last week',
      'long ago',
    ]);
  });

  it('leaves the given list as it was', () => {
    const list = [
      entry('b', '2025-07-01T10:00:00Z', '2025-07-01T12:00:00Z'),
      entry('a', '2025-06-02T10:00:00Z', '2025-06-02T12:00:00Z'),
    ];
    upcomingFirst(list, now);
    expect(list.map((item) => item.id)).toEqual(['b', 'a']);
  });
});

describe('liveTickets', () => {
  it('leaves out cancelled tickets', () => {
    const tickets = [
      { id: '1', code: 'a', holderName: 'Anna', participantId: null, status: 'valid' as const },
      { id: '2', code: 'b', holderName: 'Emil', participantId: null, status: 'cancelled' as const },
      { id: '3', code: 'c', holderName: 'Ole', participantId: null, status: 'checked_in' as const },
    ];
    expect(liveTickets({ tickets }).map((ticket) => ticket.id)).toEqual(['1', '3']);
  });
});

describe('isCancellable', () => {
  const free = { paymentStatus: 'free' as const, ...entry('x', '2025-06-02T10:00:00Z', '') };

  it('allows a free booking before the event', () => {
    expect(isCancellable(free, now)).toBe(true);
  });

  it('refuses once the event began, and for paid or cancelled bookings', () => {
    expect(isCancellable(free, new Date('2025-06-02T10:00:00Z'))).toBe(false);
    expect(isCancellable({ ...free, paymentStatus: 'paid' }, now)).toBe(false);
    expect(isCancellable({ ...free, paymentStatus: 'cancelled' }, now)).toBe(false);
  });
});
