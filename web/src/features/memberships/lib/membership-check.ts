import type { QueryClient } from '@tanstack/react-query';
import { findMemberByEmail } from '#src/lib/members/get-own-member.ts';
import { ownMemberKey } from '#src/lib/members/own-member-key.ts';
import {
  getOrganizations,
  organizationsQueryOptions,
} from '#src/lib/organisations/get-organizations.ts';
import { getMemberMemberships } from '../api/get-member-memberships.ts';
import { shouldPrompt, sleep } from './membership-prompt.ts';
import { promptFlags } from './prompt-flags.ts';

let current: { key: string; answer: Promise<boolean>; stop: AbortController } | undefined;

/**
 * Whether to prompt the member shown (`email`) after the login `loginId`: one check for both,
 * whoever asks first. The app asks at start-up, beside the page's own modules, so the prompt has
 * its answer when it is drawn (issue 19: it is what a member without a membership sees first).
 * What it reads goes into `queries`, where the shell and the event list look for the same member
 * and organisations. Asking about another member or login calls the earlier check off.
 */
export function membershipCheck(
  email: string,
  loginId: string,
  queries: QueryClient,
): Promise<boolean> {
  const key = `${loginId} ${email}`;
  if (current?.key === key) return current.answer;
  current?.stop.abort();
  const stop = new AbortController();
  const { signal } = stop;
  const flags = promptFlags();
  const answer = shouldPrompt(
    flags,
    {
      getMemberId: async () => {
        const member = await findMemberByEmail(email, signal);
        if (member) queries.setQueryData(ownMemberKey(email), member);
        return member?.id;
      },
      getOrganisationIds: async () => {
        const organisations = await getOrganizations(signal);
        queries.setQueryData(organizationsQueryOptions().queryKey, organisations);
        return organisations.map((organisation) => organisation.id);
      },
      getMemberships: (memberId) => getMemberMemberships(memberId, signal),
    },
    sleep,
    signal,
  ).then((show) => {
    // A prompt answered meanwhile (drawn from the session's answer) is done for the session.
    const isDue = show && flags.isPending();
    // Checked once per session (SPEC.md section 4): a later page shows the prompt at once.
    if (isDue) flags.notePromptFor(email);
    return isDue;
  });
  current = { key, answer, stop };
  return answer;
}

/** Calls the check off (the prompt is gone: signed out, or another member shown). */
export function stopMembershipCheck(): void {
  current?.stop.abort();
  current = undefined;
}
