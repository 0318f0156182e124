import { describe, expect, it } from 'vitest';
import { addMonths, byDay, dayInCopenhagen, isInMonth, monthOf, monthWeeks } from './month-grid.ts';

describe('the month view', () => {
  it('lays out whole weeks, Monday first', () => {
    // November 2026 begins on a Sunday and ends on a Monday.
    const weeks = monthWeeks({ year: 2026, month: 11 });
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(weeks.at(-1)?.[0]).toBe('2026-11-30');
    expect(weeks.at(-1)?.[6]).toBe('2026-12-06');
    // February 2027 begins on a Monday: exactly four weeks.
    expect(monthWeeks({ year: 2027, month: 2 })).toHaveLength(4);
  });

  it('steps across years', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(monthOf('2026-11-23')).toEqual({ year: 2026, month: 11 });
    expect(isInMonth('2026-11-23', { year: 2026, month: 11 })).toBe(true);
    expect(isInMonth('2026-12-01', { year: 2026, month: 11 })).toBe(false);
  });

  it('puts an event on its Danish day', () => {
    // 23:30 UTC on 23 November is 00:30 on 24 November in Copenhagen.
    expect(dayInCopenhagen('2026-11-23T23:30:00Z')).toBe('2026-11-24');
    const days = byDay(
      [
        { at: '2026-11-23T23:30:00Z' },
        { at: '2026-11-24T10:00:00Z' },
        { at: '2026-11-25T10:00:00Z' },
      ],
      (item) => item.at,
    );
    expect(days.get('2026-11-24')).toHaveLength(2);
    expect(days.get('2026-11-25')).toHaveLength(1);
  });
});
