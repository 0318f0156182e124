import { describe, expect, it } from 'vitest';
import { isBarVisible, secondsLeft } from './bar-rules.ts';

describe('isBarVisible', () => {
  it('shows a bar without targets, or targeting all, everywhere', () => {
    expect(isBarVisible({ target: [], exclude: [] }, 'memberships')).toBe(true);
    expect(isBarVisible({ target: ['all'], exclude: [] }, 'tickets')).toBe(true);
    expect(isBarVisible({ target: [], exclude: [] }, undefined)).toBe(true);
  });

  it('shows a targeted bar on its routes only', () => {
    expect(isBarVisible({ target: ['memberships'], exclude: [] }, 'memberships')).toBe(true);
    expect(isBarVisible({ target: ['memberships'], exclude: [] }, 'tickets')).toBe(false);
    expect(isBarVisible({ target: ['memberships'], exclude: [] }, undefined)).toBe(false);
  });

  it('never shows a bar on an excluded route', () => {
    expect(isBarVisible({ target: [], exclude: ['memberships'] }, 'memberships')).toBe(false);
    expect(isBarVisible({ target: ['all'], exclude: ['memberships'] }, 'memberships')).toBe(false);
  });
});

describe('secondsLeft', () => {
  it('counts whole seconds down to zero', () => {
    const bar = { autoCloseTime: 15_000, createdAt: 1_000 };
    expect(secondsLeft(bar, 1_000)).toBe(15);
    expect(secondsLeft(bar, 1_500)).toBe(15);
    expect(secondsLeft(bar, 2_000)).toBe(14);
    expect(secondsLeft(bar, 16_000)).toBe(0);
    expect(secondsLeft(bar, 99_000)).toBe(0);
    expect(secondsLeft({ autoCloseTime: undefined, createdAt: 0 }, 5)).toBeUndefined();
  });
});
