import { describe, expect, it } from 'vitest';
import { formatClubDateTime, formatEventTime } from './club-time.ts';

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
