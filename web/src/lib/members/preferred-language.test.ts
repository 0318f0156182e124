import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '#src/lib/api-client.ts';
import { rememberPreferredLanguage } from './preferred-language.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the language switch', () => {
  it('keeps a signed-in member’s choice for their mails', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({});
    const member = { email: 'anna@demo.test', isActingAsMember: false };
    expect(await rememberPreferredLanguage(member, 'en')).toBe(true);
    expect(put).toHaveBeenCalledWith('/member/api/v1/member/item', {
      body: { preferredLanguage: 'en' },
    });
  });

  it('changes nothing for a visitor, or for the member a super administrator acts as', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({});
    expect(
      await rememberPreferredLanguage({ email: undefined, isActingAsMember: false }, 'en'),
    ).toBe(false);
    const superAdmin = { email: 'super@demo.test', isActingAsMember: true };
    expect(await rememberPreferredLanguage(superAdmin, 'en')).toBe(false);
    expect(put).not.toHaveBeenCalled();
  });

  it('does not fail the switch when the choice cannot be kept', async () => {
    vi.spyOn(api, 'put').mockRejectedValue(new Error('offline'));
    const member = { email: 'anna@demo.test', isActingAsMember: false };
    expect(await rememberPreferredLanguage(member, 'da')).toBe(false);
  });
});
