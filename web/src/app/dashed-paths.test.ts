import { describe, expect, it } from 'vitest';
import { dashedTitle, matchDashedPath } from './dashed-paths.ts';

describe('matchDashedPath', () => {
  it('finds the organisation details and receipt screens', () => {
    expect(matchDashedPath('organizations-7-details')).toEqual({
      kind: 'screen',
      screen: 'organization-details',
      id: '7',
    });
    expect(matchDashedPath('membership-3f2b-8c1e-receipt')).toEqual({
      kind: 'screen',
      screen: 'membership-receipt',
      id: '3f2b-8c1e',
    });
  });

  it('redirects the old event paths to the ALL organisation', () => {
    expect(matchDashedPath('event-12-detail')).toEqual({ kind: 'redirect', to: '/ALL/events/12' });
    expect(matchDashedPath('event-12-register')).toEqual({
      kind: 'redirect',
      to: '/ALL/events/12/register',
    });
  });

  it.each(['nope', 'organizations--details', 'membership-receipt', 'event-12', undefined])(
    'does not match %j',
    (slug) => {
      expect(matchDashedPath(slug)).toBeNull();
    },
  );

  it('names the title of each screen', () => {
    expect(dashedTitle('organizations-1-details')).toBe('Organization-Details');
    expect(dashedTitle('membership-1-receipt')).toBe('Memberships-Receipt');
    expect(dashedTitle('x')).toBe('Page-Not-Found');
  });
});
