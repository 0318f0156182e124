import { findMemberByEmail } from '#src/lib/members/get-own-member.ts';
import { getMemberMemberships } from '../api/get-member-memberships.ts';
import { getOrganisationIds } from '../api/get-organisation-ids.ts';
import { shouldPrompt, sleep } from './membership-prompt.ts';
import { promptFlags } from './prompt-flags.ts';

let current: { key: string; answer: Promise<boolean>; stop: AbortController } | undefined;

/**
 * Whether to prompt the member shown (`email`) after the login `loginId`: one check for both,
 * whoever asks first. The app asks at start-up, beside the page's own modules, so the prompt has
 * its answer when it is drawn (issue 19: it is what a member without a membership sees first).
 * Asking about another member or login calls the earlier check off.
 */
export function membershipCheck(email: string, loginId: string): Promise<boolean> {
  const key = `${loginId} ${email}`;
  if (current?.key === key) return current.answer;
  current?.stop.abort();
  const stop = new AbortController();
  const { signal } = stop;
  const answer = shouldPrompt(
    promptFlags(),
    {
      getMemberId: async () => (await findMemberByEmail(email, signal))?.id,
      getOrganisationIds: () => getOrganisationIds(signal),
      getMemberships: (memberId) => getMemberMemberships(memberId, signal),
    },
    sleep,
    signal,
  );
  current = { key, answer, stop };
  return answer;
}

/** Calls the check off (the prompt is gone: signed out, or another member shown). */
export function stopMembershipCheck(): void {
  current?.stop.abort();
  current = undefined;
}
