import { describe, expect, it } from 'vitest';
import {
  formatRealmRole,
  isSuperAdmin,
  maySeeBeforePublicDate,
  parseRealmRole,
  parseRealmRoles,
} from './roles.ts';

describe('realm roles', () => {
  it('reads the organisation key and role', () => {
    expect(parseRealmRole('org:ROWING|role:USER')).toEqual({ orgKey: 'ROWING', role: 'USER' });
  });

  it('compares the role part in lower case', () => {
    expect(parseRealmRole('org:ALL|role:super_admin')).toEqual({
      orgKey: 'ALL',
      role: 'SUPER_ADMIN',
    });
  });

  it('ignores roles that are not in our form', () => {
    expect(parseRealmRoles(['offline_access', 'org:X|role:OWNER', 'org:CHESS|role:Admin'])).toEqual(
      [{ orgKey: 'CHESS', role: 'ADMIN' }],
    );
  });

  it('formats a grant back to the token form', () => {
    expect(formatRealmRole({ orgKey: 'ALL', role: 'SUPER_ADMIN' })).toBe(
      'org:ALL|role:SUPER_ADMIN',
    );
  });

  it('knows a super administrator only on organisation ALL', () => {
    expect(isSuperAdmin(parseRealmRoles(['org:ALL|role:SUPER_ADMIN']))).toBe(true);
    expect(isSuperAdmin(parseRealmRoles(['org:ROWING|role:SUPER_ADMIN']))).toBe(false);
  });
});

describe('maySeeBeforePublicDate', () => {
  it('lets administrators of ALL or of the event’s organisation see an event early', () => {
    expect(maySeeBeforePublicDate([{ orgKey: 'ALL', role: 'SUPER_ADMIN' }], 'ROWING')).toBe(true);
    expect(maySeeBeforePublicDate([{ orgKey: 'ALL', role: 'ADMIN' }], 'ROWING')).toBe(true);
    expect(maySeeBeforePublicDate([{ orgKey: 'ROWING', role: 'ADMIN' }], 'ROWING')).toBe(true);
    expect(maySeeBeforePublicDate([{ orgKey: 'CHESS', role: 'ADMIN' }], 'ROWING')).toBe(false);
    expect(maySeeBeforePublicDate([{ orgKey: 'ALL', role: 'USER' }], 'ROWING')).toBe(false);
    expect(maySeeBeforePublicDate([], 'ROWING')).toBe(false);
  });
});
