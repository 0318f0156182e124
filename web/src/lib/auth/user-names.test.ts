import { describe, expect, it } from 'vitest';
import { initialsOf, summarizeUser } from './user-names.ts';

describe('summarizeUser', () => {
  it('uses given and family name for the initials', () => {
    expect(
      summarizeUser({
        sub: '1',
        given_name: 'Anna',
        family_name: 'Jensen',
        email: 'member@demo.test',
      }),
    ).toEqual({ name: 'Anna Jensen', email: 'member@demo.test', initials: 'AJ' });
  });

  it('falls back to the email', () => {
    expect(summarizeUser({ sub: '1', email: 'ole@demo.test' }).initials).toBe('OD');
    expect(initialsOf('')).toBe('?');
  });
});
