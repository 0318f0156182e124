import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { afterNextPaint, holdIdleUntil } from '#src/lib/ui/use-is-idle.ts';
import { promptFlags } from '../lib/prompt-flags.ts';
import type * as MembershipCheck from '../lib/membership-check.ts';

// Apart, with its calls' schemas: a prompt drawn from the session's answer does not wait for it.
let loadedCheck: typeof MembershipCheck | undefined;
const loadCheck = () => import('../lib/membership-check.ts').then((check) => (loadedCheck = check));

interface MembershipPromptCheckProps {
  /** The member shown: the signed-in one, or the one a super administrator acts as. */
  email: string;
  loginId: string;
  /** The prompt is on the screen already, from this session's answer. */
  isDrawn: boolean;
  /** Whether the member has no active membership in any organisation, once the check knows. */
  onAnswer: (show: boolean) => void;
}

/**
 * The prompt's check (SPEC.md section 4), loaded while this login has it to make: asks whether
 * the member has an active membership anywhere, and tells the prompt.
 */
export function MembershipPromptCheck({
  email,
  loginId,
  isDrawn,
  onAnswer,
}: MembershipPromptCheckProps) {
  const queries = useQueryClient();
  const answer = useEffectEvent(onAnswer);
  const wasDrawn = useEffectEvent(() => isDrawn);

  useEffect(() => {
    promptFlags().noteLogin(loginId);
    let isCurrent = true;
    // Asked again on a later page too: a membership taken meanwhile elsewhere (a renewal, or one
    // the club added) takes a prompt shown from the session's answer away again. Once the prompt
    // is on the screen: the check's calls and schemas do not come before it.
    const checked = (wasDrawn() ? afterNextPaint() : Promise.resolve()).then(async () => {
      const check = await loadCheck();
      const show = isCurrent && (await check.membershipCheck(email, loginId, queries));
      if (isCurrent) answer(show);
    });
    // A check that could not load is passed over, as its failed calls are (SPEC.md section 8).
    checked.catch(() => undefined);
    // The shell's member look-up and the event list, drawn once idle, take what the check read;
    // a prompt gone meanwhile holds nothing back.
    const release = holdIdleUntil(checked);
    return () => {
      isCurrent = false;
      release();
      // Acting as another member (or signing in again) starts a new check; this one stops asking.
      loadedCheck?.stopMembershipCheck();
    };
  }, [email, loginId, queries]);

  return null;
}
