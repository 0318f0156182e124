import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '#src/lib/api-client.ts';
import { changeLanguage, currentLanguage, initI18n } from '#src/lib/i18n/i18n.ts';
import { getOrCreateOwnMember, isMemberMissing, newMemberInput } from './get-own-member.ts';

const user = { email: 'new@demo.test', firstName: 'Nina', lastName: 'Nielsen' };
const member = {
  id: '5f0c1a4e-8a7e-4d0b-9a53-4b8f7f2f6a11',
  parentId: null,
  firstName: 'Nina',
  lastName: 'Nielsen',
  email: 'new@demo.test',
  phone: null,
  gender: null,
  dateOfBirth: null,
  profileImage: null,
  address: null,
  enabled: true,
  familyLink: false,
  familyInvitationStatus: null,
  preferredLanguage: 'da',
  registrationDate: '2026-01-01T00:00:00.000Z',
  updateDate: '2026-01-01T00:00:00.000Z',
};

afterEach(() => vi.restoreAllMocks());

describe('isMemberMissing', () => {
  it.each([404, 204, 500])('creates the member after %i', (status) => {
    expect(isMemberMissing({ status })).toBe(true);
  });

  it.each([400, 401, 403, 503])('does not after %i', (status) => {
    expect(isMemberMissing({ status })).toBe(false);
  });

  it('treats an empty 200 as missing', () => {
    expect(isMemberMissing({ status: 200, body: undefined })).toBe(true);
    expect(isMemberMissing({ status: 200, body: member })).toBe(false);
  });
});

describe('getOrCreateOwnMember', () => {
  it('returns the member found by email without creating one', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(member);
    const post = vi.spyOn(api, 'post');
    await expect(getOrCreateOwnMember(user)).resolves.toMatchObject({ id: member.id });
    expect(post).not.toHaveBeenCalled();
  });

  it('creates the member after a 404, with the name from the sign-in', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new ApiError('http', 404, 'none'));
    const post = vi.spyOn(api, 'post').mockResolvedValue(member);
    await getOrCreateOwnMember(user);
    expect(post).toHaveBeenCalledWith(
      '/member/api/v1/member/item',
      expect.objectContaining({ body: newMemberInput(user) }),
    );
  });

  it('does not create the member when the lookup is refused', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new ApiError('http', 403, 'no'));
    const post = vi.spyOn(api, 'post');
    await expect(getOrCreateOwnMember(user)).rejects.toThrow('no');
    expect(post).not.toHaveBeenCalled();
  });

  it('names a member without a name after the email, writing to them in the page’s language', async () => {
    await initI18n();
    const before = currentLanguage();
    await changeLanguage('en');
    expect(newMemberInput({ email: 'kim@demo.test', firstName: ' ', lastName: '' })).toEqual({
      email: 'kim@demo.test',
      firstName: 'kim',
      lastName: '',
      preferredLanguage: 'en',
    });
    await changeLanguage('da');
    expect(newMemberInput(user).preferredLanguage).toBe('da');
    // The test files share one page: leave the language as it was found.
    await changeLanguage(before);
  });
});
