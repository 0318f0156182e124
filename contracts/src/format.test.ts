import { describe, expect, it } from 'vitest';
import {
  formatClubDateTime,
  formatClubTime,
  formatDate,
  formatDateTime,
  formatEventTime,
  formatMoney,
} from './format.ts';

describe('formatEventTime', () => {
  it('writes a same-day event once with both times, in Copenhagen summer time', () => {
    expect(formatEventTime('2025-06-14T07:00:00Z', '2025-06-14T12:00:00Z', 'en')).toBe(
      'Sat, 14 Jun 2025, 09:00–14:00',
    );
    expect(formatEventTime('2025-06-14T07:00:00Z', '2025-06-14T12:00:00Z', 'da')).toBe(
      'lør. 14. jun. 2025 09.00–14.00',
    );
  });

  it('names both days of an event that ends on another day', () => {
    // ICU puts thin spaces around the dash.
    expect(
      formatEventTime('2025-06-14T07:00:00Z', '2025-06-15T12:00:00Z', 'en').replace(/\s/g, ' '),
    ).toBe('Sat, 14 Jun 2025, 09:00 – Sun, 15 Jun 2025, 14:00');
  });

  it('uses the Copenhagen day, not the UTC day, near midnight', () => {
    expect(formatEventTime('2025-01-31T23:30:00Z', '2025-02-01T01:00:00Z', 'en')).toBe(
      'Sat, 1 Feb 2025, 00:30–02:00',
    );
  });

  it('shows only the start when the end is missing or not after it', () => {
    expect(formatEventTime('2025-12-14T07:00:00Z', '2025-12-14T07:00:00Z', 'en')).toBe(
      'Sun, 14 Dec 2025, 08:00',
    );
  });
});

describe('formatClubDateTime', () => {
  it('writes one moment in club time and leaves a bad value as it is', () => {
    expect(formatClubDateTime('2025-12-14T07:00:00Z', 'da')).toBe('søn. 14. dec. 2025, 08.00');
    expect(formatClubDateTime('soon', 'en')).toBe('soon');
  });
});

describe('formatMoney', () => {
  // ICU separates amount and currency with a no-break space: they never part at a line's end.
  const plain = (text: string) => text.replace(/\s/g, ' ');

  it('writes Danish money the Danish way and English money with the ISO code first', () => {
    expect(plain(formatMoney(151_500, 'DKK', 'da'))).toBe('1.515,00 kr.');
    expect(plain(formatMoney(151_500, 'DKK', 'en'))).toBe('DKK 1,515.00');
    expect(plain(formatMoney(0, 'DKK', 'en'))).toBe('DKK 0.00');
    expect(plain(formatMoney(5, 'DKK', 'da'))).toBe('0,05 kr.');
  });
});

describe('formatDate and formatDateTime', () => {
  it('keeps a calendar date on its day in any time zone', () => {
    expect(formatDate('2025-01-01', 'en')).toBe('1 Jan 2025');
    expect(formatDate('2025-01-01T00:00:00.000Z', 'da')).toBe('1. jan. 2025');
    expect(formatDate('not a date', 'da')).toBe('not a date');
  });

  it('writes a moment as it was in Copenhagen', () => {
    expect(formatDateTime('2025-06-14T22:30:00Z', 'en')).toBe('15 Jun 2025, 00:30');
    expect(formatDateTime('2025-06-14T22:30:00Z', 'da')).toBe('15. jun. 2025, 00.30');
  });
});

describe('formatClubTime', () => {
  it('shows the clock in Copenhagen, as each language writes it', () => {
    expect(formatClubTime('2026-12-14T17:02:00Z', 'da')).toBe('18.02');
    expect(formatClubTime('2026-06-14T16:02:00Z', 'en')).toBe('18:02');
  });
});
