import { describe, expect, it } from 'vitest';
import { shownMemberEmail } from './acting-member.ts';

const anna = { id: 'anna', firstName: 'Anna', lastName: 'Jensen', email: 'member@demo.test' };

describe('the member the app shows', () => {
  it('is the signed-in user, or the member a super administrator acts as', () => {
    expect(shownMemberEmail('super@demo.test', null)).toBe('super@demo.test');
    expect(shownMemberEmail('super@demo.test', anna)).toBe('member@demo.test');
  });

  it('is no one without a signed-in user, whoever was acted as before', () => {
    expect(shownMemberEmail(undefined, anna)).toBeNull();
  });
});
