import { describe, expect, it } from 'vitest';
import { returnToFromState, safeReturnTo } from './return-to.ts';

describe('safeReturnTo', () => {
  it.each([
    ['/memberships', '/memberships'],
    ['/ROWING/events/1?tab=2#top', '/ROWING/events/1?tab=2#top'],
    ['/', '/'],
  ])('accepts the same-site path %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'memberships',
    '/x\n/y',
    '',
    42,
    undefined,
    null,
  ])('falls back for %j', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  it('reads returnTo from the state that came back from the provider', () => {
    expect(returnToFromState({ returnTo: '/tickets' })).toBe('/tickets');
    expect(returnToFromState({ returnTo: 'https://evil.example' })).toBe('/');
    expect(returnToFromState(undefined)).toBe('/');
  });
});
