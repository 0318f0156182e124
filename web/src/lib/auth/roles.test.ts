import { describe, expect, it } from 'vitest';
import { decodeJwtPayload } from './jwt.ts';
import { canAccess, grantsOf, protectedRouteRoles } from './roles.ts';

const base64url = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
const tokenWith = (payload: unknown) =>
  `${base64url('{"alg":"none"}')}.${base64url(JSON.stringify(payload))}.sig`;

describe('decodeJwtPayload', () => {
  it('reads a payload, including non-ASCII names', () => {
    expect(decodeJwtPayload(tokenWith({ name: 'Søren Ærø', n: 1 }))).toEqual({
      name: 'Søren Ærø',
      n: 1,
    });
  });

  it.each([
    '',
    'abc',
    'a..c',
    'a.not base64!.c',
    `a.${base64url('not json')}.c`,
    `a.${base64url('[1]')}.c`,
  ])('rejects %j', (token) => {
    expect(decodeJwtPayload(token)).toBeNull();
  });
});

describe('grantsOf and canAccess', () => {
  it('reads realm roles from the access token', () => {
    const token = tokenWith({
      realm_access: { roles: ['org:ROWING|role:user', 'offline_access'] },
    });
    expect(grantsOf(token, undefined)).toEqual([{ orgKey: 'ROWING', role: 'USER' }]);
  });

  it('falls back to the ID token claims', () => {
    const profile = { realm_access: { roles: ['org:ALL|role:SUPER_ADMIN'] } };
    expect(grantsOf('opaque-token', profile)).toEqual([{ orgKey: 'ALL', role: 'SUPER_ADMIN' }]);
  });

  it('lets each of the three roles through a protected route', () => {
    for (const role of ['USER', 'ADMIN', 'SUPER_ADMIN'] as const) {
      expect(canAccess([{ orgKey: 'X', role }], protectedRouteRoles)).toBe(true);
    }
    expect(canAccess([], protectedRouteRoles)).toBe(false);
  });

  it('allows a route that lists no roles', () => {
    expect(canAccess([], undefined)).toBe(true);
    expect(canAccess([], [])).toBe(true);
  });
});
