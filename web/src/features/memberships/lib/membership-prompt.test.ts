import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MEMBER_ID_INTERVAL_MS,
  ORGANISATIONS_INTERVAL_MS,
  type PromptSources,
  shouldPrompt,
} from './membership-prompt.ts';
import { finishPrompt, loginIdOf, promptFlags } from './prompt-flags.ts';

const rowing = '11111111-1111-4111-8111-111111111111';
const chess = '22222222-2222-4222-8222-222222222222';

function flagsAfterLogin() {
  const flags = promptFlags(window.sessionStorage);
  flags.noteLogin('session-1');
  return flags;
}

function sources(overrides: Partial<PromptSources> = {}): PromptSources {
  return {
    getMemberId: vi.fn(() => Promise.resolve('member-1')),
    getOrganisationIds: vi.fn(() => Promise.resolve([rowing, chess])),
    getMemberships: vi.fn(() => Promise.resolve([])),
    ...overrides,
  };
}

describe('the membership prompt rules', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows after login when no organisation has an active membership', async () => {
    await expect(shouldPrompt(flagsAfterLogin(), sources())).resolves.toBe(true);
  });

  it('does not show without the check flag, or once shown', async () => {
    await expect(shouldPrompt(promptFlags(window.sessionStorage), sources())).resolves.toBe(false);
    const flags = flagsAfterLogin();
    flags.markShown();
    await expect(shouldPrompt(flags, sources())).resolves.toBe(false);
  });

  it('does not show when any organisation has an active membership, in any case', async () => {
    const getMemberships = () => Promise.resolve([{ orgId: chess, status: 'ACTIVE' }]);
    await expect(shouldPrompt(flagsAfterLogin(), sources({ getMemberships }))).resolves.toBe(false);
  });

  it('is checked once per session: a member with a membership is not asked about again', async () => {
    const flags = flagsAfterLogin();
    const getMemberships = () => Promise.resolve([{ orgId: rowing, status: 'active' }]);
    await expect(shouldPrompt(flags, sources({ getMemberships }))).resolves.toBe(false);
    expect(flags.needsCheck()).toBe(false);
    expect(flags.isDue('session-1')).toBe(false);
  });

  it('checks again on the next page when no answer could be had', async () => {
    const flags = flagsAfterLogin();
    const getMemberships = () => Promise.reject(new Error('offline'));
    await expect(shouldPrompt(flags, sources({ getMemberships }))).resolves.toBe(false);
    expect(flags.needsCheck()).toBe(true);
  });

  it('ignores active memberships of organisations not in the list', async () => {
    const getMemberships = () => Promise.resolve([{ orgId: 'elsewhere', status: 'active' }]);
    await expect(shouldPrompt(flagsAfterLogin(), sources({ getMemberships }))).resolves.toBe(true);
  });

  it('asks for the member id up to 5 times, 600 ms apart', async () => {
    const getMemberId = vi.fn(() => Promise.resolve(null));
    const result = shouldPrompt(flagsAfterLogin(), sources({ getMemberId }));
    await vi.advanceTimersByTimeAsync(MEMBER_ID_INTERVAL_MS * 3);
    expect(getMemberId).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(MEMBER_ID_INTERVAL_MS * 10);
    expect(getMemberId).toHaveBeenCalledTimes(5);
    await expect(result).resolves.toBe(false);
  });

  it('stops asking once called off, and answers no', async () => {
    const getMemberId = vi.fn(() => Promise.resolve(null));
    const getOrganisationIds = vi.fn(() => Promise.resolve([]));
    const check = new AbortController();
    const result = shouldPrompt(
      flagsAfterLogin(),
      sources({ getMemberId, getOrganisationIds }),
      undefined,
      check.signal,
    );
    await vi.advanceTimersByTimeAsync(MEMBER_ID_INTERVAL_MS);
    expect(getMemberId).toHaveBeenCalledTimes(2);
    check.abort();
    await vi.advanceTimersByTimeAsync(MEMBER_ID_INTERVAL_MS * 10);
    expect(getMemberId).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toBe(false);
    expect(getOrganisationIds).toHaveBeenCalledTimes(1);
  });

  it('asks for the member and the organisation list side by side', async () => {
    const getMemberId = vi.fn(() => Promise.resolve(null));
    const getOrganisationIds = vi.fn(() => Promise.resolve([rowing]));
    const result = shouldPrompt(flagsAfterLogin(), sources({ getMemberId, getOrganisationIds }));
    await vi.advanceTimersByTimeAsync(0);
    expect(getMemberId).toHaveBeenCalledTimes(1);
    expect(getOrganisationIds).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(MEMBER_ID_INTERVAL_MS * 10);
    await expect(result).resolves.toBe(false);
  });

  it('stops asking for the organisation list once no member was found', async () => {
    const getMemberId = vi.fn(() => Promise.resolve(null));
    const getOrganisationIds = vi.fn(() => Promise.resolve([]));
    const getMemberships = vi.fn(() => Promise.resolve([]));
    const result = shouldPrompt(
      flagsAfterLogin(),
      sources({ getMemberId, getOrganisationIds, getMemberships }),
    );
    await vi.advanceTimersByTimeAsync(MEMBER_ID_INTERVAL_MS * 4);
    await expect(result).resolves.toBe(false);
    const asked = getOrganisationIds.mock.calls.length;
    expect(asked).toBeLessThan(5);
    await vi.advanceTimersByTimeAsync(ORGANISATIONS_INTERVAL_MS * 10);
    expect(getOrganisationIds).toHaveBeenCalledTimes(asked);
    expect(getMemberships).not.toHaveBeenCalled();
  });

  it('finds the member id on a later attempt and goes on', async () => {
    const getMemberId = vi
      .fn<() => Promise<string | null>>()
      .mockRejectedValueOnce(new Error('not yet'))
      .mockResolvedValueOnce(null)
      .mockResolvedValue('member-1');
    const result = shouldPrompt(flagsAfterLogin(), sources({ getMemberId }));
    await vi.advanceTimersByTimeAsync(MEMBER_ID_INTERVAL_MS * 2);
    await expect(result).resolves.toBe(true);
    expect(getMemberId).toHaveBeenCalledTimes(3);
  });

  it('asks for the organisation list up to 5 times, 800 ms apart', async () => {
    const getOrganisationIds = vi.fn(() => Promise.resolve([]));
    const result = shouldPrompt(flagsAfterLogin(), sources({ getOrganisationIds }));
    await vi.advanceTimersByTimeAsync(ORGANISATIONS_INTERVAL_MS - 1);
    expect(getOrganisationIds).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(getOrganisationIds).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(ORGANISATIONS_INTERVAL_MS * 10);
    expect(getOrganisationIds).toHaveBeenCalledTimes(5);
    await expect(result).resolves.toBe(false);
  });

  it('stays silent when the membership request fails', async () => {
    const getMemberships = () => Promise.reject(new Error('500'));
    await expect(shouldPrompt(flagsAfterLogin(), sources({ getMemberships }))).resolves.toBe(false);
  });

  it('Take Membership and Ignore both mark it shown and clear the flag', () => {
    const flags = flagsAfterLogin();
    expect(flags.needsCheck()).toBe(true);
    finishPrompt(flags);
    expect(flags.needsCheck()).toBe(false);
    expect(flags.wasShown()).toBe(true);
  });

  it('sets the flag once per login session; a new login checks again', () => {
    const flags = flagsAfterLogin();
    finishPrompt(flags);
    flags.noteLogin('session-1');
    expect(flags.needsCheck()).toBe(false);
    flags.noteLogin('session-2');
    expect(flags.needsCheck()).toBe(true);
    expect(flags.wasShown()).toBe(false);
  });

  it('tells, without noting anything, whether a login has its check still to make', () => {
    const flags = promptFlags(window.sessionStorage);
    // A login never seen is due, and asking does not note it.
    expect(flags.isDue('session-1')).toBe(true);
    expect(flags.needsCheck()).toBe(false);
    flags.noteLogin('session-1');
    expect(flags.isDue('session-1')).toBe(true);
    finishPrompt(flags);
    expect(flags.isDue('session-1')).toBe(false);
    expect(flags.isDue('session-2')).toBe(true);
  });

  it('keeps the check’s answer for the session until the prompt is answered or a new login', () => {
    const flags = flagsAfterLogin();
    flags.notePromptFor('member@demo.test');
    expect(flags.isPromptKnownFor('member@demo.test')).toBe(true);
    expect(flags.isPromptKnownFor('other@demo.test')).toBe(false);
    finishPrompt(flags);
    expect(flags.isPromptKnownFor('member@demo.test')).toBe(false);
    flags.noteLogin('session-2');
    flags.notePromptFor('member@demo.test');
    flags.noteLogin('session-3');
    expect(flags.isPromptKnownFor('member@demo.test')).toBe(false);
  });

  it('keeps no email in storage for the answer', () => {
    const flags = flagsAfterLogin();
    flags.notePromptFor('member@demo.test');
    const stored = Object.keys(window.sessionStorage).map((key) =>
      window.sessionStorage.getItem(key),
    );
    expect(stored.join(' ')).not.toContain('member@demo.test');
    expect(flags.isPromptKnownFor('member@demo.test')).toBe(true);
  });

  it('forgets the answer once a membership is found', () => {
    const flags = flagsAfterLogin();
    flags.notePromptFor('member@demo.test');
    flags.clearCheck();
    expect(flags.isPromptKnownFor('member@demo.test')).toBe(false);
  });

  it('knows a login by its session id, else by when its token was issued', () => {
    expect(loginIdOf({ sid: 'abc', iat: 1700000000 })).toBe('abc');
    expect(loginIdOf({ iat: 1700000000 })).toBe('1700000000');
  });
});
