import { describe, expect, it } from 'vitest';
import { fullQuery, isFloating, overlayQuery } from './layout-mode.ts';
import { activeNavKey } from './nav-items.ts';

describe('the layout modes', () => {
  it('are an overlay up to 775 px, mini below 1300 and full from 1300', () => {
    expect(overlayQuery).toBe('(max-width: 775px)');
    expect(fullQuery).toBe('(min-width: 1300px)');
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
