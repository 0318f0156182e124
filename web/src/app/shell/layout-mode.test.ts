import { describe, expect, it } from 'vitest';
import { isFloating, layoutModeForWidth } from './layout-mode.ts';
import { activeNavKey } from './nav-items.ts';

describe('layoutModeForWidth', () => {
  it('is an overlay up to 775 px, mini below 1300 and full from 1300', () => {
    expect(layoutModeForWidth(320)).toBe('overlay');
    expect(layoutModeForWidth(775)).toBe('overlay');
    expect(layoutModeForWidth(776)).toBe('mini');
    expect(layoutModeForWidth(1299)).toBe('mini');
    expect(layoutModeForWidth(1300)).toBe('full');
  });

  it('floats only an open overlay or an opened mini rail', () => {
    expect(isFloating('overlay', true)).toBe(true);
    expect(isFloating('mini', true)).toBe(true);
    expect(isFloating('full', true)).toBe(false);
    expect(isFloating('overlay', false)).toBe(false);
  });
});

describe('activeNavKey', () => {
  it.each([
    ['/', 'home'],
    ['/index', 'home'],
    ['/events', 'home'],
    ['/ROWING/events/1/tickets', 'home'],
    ['/organizations', 'organization'],
    ['/organizations-7-details', 'organization'],
    ['/memberships', 'membership'],
    ['/membership/new', 'membership'],
    ['/membership-5-receipt', 'membership'],
    ['/membership-list', 'membership'],
    ['/contact-us', 'contactUs'],
    ['/tickets', undefined],
    ['/my-profile', undefined],
  ])('highlights %s as %s', (path, key) => {
    expect(activeNavKey(path)).toBe(key);
  });
});
