import { describe, expect, it } from 'vitest';
import { initialsOf, memberNamesOf, summarizeUser } from './user-names.ts';

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

describe('memberNamesOf', () => {
  it('takes given and family name, or splits a full name as the server does', () => {
    expect(memberNamesOf({ given_name: 'Anna', family_name: 'Jensen', name: 'A. J.' })).toEqual({
      firstName: 'Anna',
      lastName: 'Jensen',
    });
    expect(memberNamesOf({ name: ' Doctor  Who ' })).toEqual({
      firstName: 'Doctor',
      lastName: 'Who',
    });
    expect(memberNamesOf({ given_name: 'Rose', name: 'Rose Tyler' })).toEqual({
      firstName: 'Rose',
      lastName: '',
    });
    expect(memberNamesOf({})).toEqual({ firstName: '', lastName: '' });
  });
});
