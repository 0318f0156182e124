import { describe, expect, it } from 'vitest';
import { clubLocalOf, instantOfClubLocal } from './club-time.ts';

describe('club time', () => {
  it('reads an instant as the wall clock in Copenhagen, winter and summer', () => {
    expect(clubLocalOf('2026-12-14T17:00:00.000Z')).toBe('2026-12-14T18:00');
    expect(clubLocalOf('2026-06-14T16:00:00.000Z')).toBe('2026-06-14T18:00');
  });

  it('turns a wall-clock time in Copenhagen into its instant', () => {
    expect(instantOfClubLocal('2026-12-14T18:00')).toBe('2026-12-14T17:00:00.000Z');
    expect(instantOfClubLocal('2026-06-14T18:00')).toBe('2026-06-14T16:00:00.000Z');
  });

  it('refuses what is no time, and the hour skipped when summer time begins', () => {
    expect(instantOfClubLocal('')).toBeNull();
    expect(instantOfClubLocal('2026-13-01T18:00')).toBeNull();
    expect(instantOfClubLocal('2026-03-29T02:30')).toBeNull();
  });
});
