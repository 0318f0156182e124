import { describe, expect, it } from 'vitest';
import { parseCurrentAccount } from './current-account.ts';

const answer = {
  subject: 'dwho',
  email: 'dwho@badwolf.org',
  name: 'Doctor Who',
  givenName: '',
  familyName: '',
  grants: [{ orgKey: 'ROWING', role: 'ADMIN' }],
  memberId: null,
  emailVerified: true,
};

describe('parseCurrentAccount', () => {
  it('keeps the grants the server read, and what the email notice needs', () => {
    expect(parseCurrentAccount(answer)).toEqual({
      email: 'dwho@badwolf.org',
      emailVerified: true,
      grants: [{ orgKey: 'ROWING', role: 'ADMIN' }],
    });
  });

  it.each([
    null,
    [],
    { ...answer, grants: undefined },
    { ...answer, grants: ['org:ROWING|role:ADMIN'] },
    { ...answer, grants: [{ orgKey: 'ROWING', role: 'OWNER' }] },
    { ...answer, emailVerified: 'yes' },
  ])('refuses %j', (body) => {
    expect(() => parseCurrentAccount(body)).toThrow(/unexpected shape/);
  });
});
