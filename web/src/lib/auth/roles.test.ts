import { describe, expect, it } from 'vitest';
import { canAccess, protectedRouteRoles } from './roles.ts';

describe('canAccess', () => {
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
