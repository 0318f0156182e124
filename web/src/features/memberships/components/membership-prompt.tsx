import { Button, Group, Paper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useMemberEmail } from '#src/lib/auth/acting-member.ts';
import { useAuth } from '#src/lib/auth/use-auth.tsx';
import { afterNextPaint, holdIdleUntil } from '#src/lib/ui/use-is-idle.ts';
import { useLocation, useNavigate } from 'react-router';
import { finishPrompt, loginIdOf, promptFlags } from '../lib/prompt-flags.ts';
import type * as MembershipCheck from '../lib/membership-check.ts';

const purchasePath = '/membership/new';

// Apart, with its calls' schemas: a prompt drawn from the session's answer does not wait for it.
let loadedCheck: typeof MembershipCheck | undefined;
const loadCheck = () => import('../lib/membership-check.ts').then((check) => (loadedCheck = check));

/**
 * Mounted by the shell (loaded on demand): after a login, offers a membership to a member who has
 * none active in any organisation, once per session.
 */
export function MembershipPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = useAuth();
  const queries = useQueryClient();
  // While a super administrator acts as a member, the member's: the server answers for them.
  const email = useMemberEmail();
  // The member the prompt is open for: at once on a later page, where this session's check had
  // found no active membership (checked once per session, SPEC.md section 4).
  const [openFor, setOpenFor] = useState(() =>
    email && promptFlags().isPromptKnownFor(email) ? email : null,
  );
  const isOpen = email !== null && openFor === email;
  // The sign-in session's id, else the token's issue time: a new login is a new check.
  const loginId = auth.user ? loginIdOf(auth.user.profile) : null;

  useEffect(() => {
    if (!email || !loginId) return;
    promptFlags().noteLogin(loginId);
    let isCurrent = true;
    // Asked again on a later page too: a membership taken meanwhile elsewhere (a renewal, or one
    // the club added) takes a prompt shown from the session's answer away again. Once the prompt
    // is on the screen: the check's calls and schemas do not come before it.
    const isDrawn = promptFlags().isPromptKnownFor(email);
    const checked = (isDrawn ? afterNextPaint() : Promise.resolve()).then(async () => {
      const check = await loadCheck();
      const show = isCurrent && (await check.membershipCheck(email, loginId, queries));
      if (!isCurrent) return;
      if (show) setOpenFor(email);
      else if (!promptFlags().needsCheck()) setOpenFor(null);
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

  const close = (target?: string) => {
    finishPrompt(promptFlags());
    setOpenFor(null);
    if (target) void navigate(target);
  };

  // A member who reached the purchase page is taking a membership: the prompt has done its work.
  const isOnPurchasePage = useLocation().pathname === purchasePath;
  const [isTakenUp, setTakenUp] = useState(false);
  if (isOpen && isOnPurchasePage) {
    setOpenFor(null);
    setTakenUp(true);
  }
  useEffect(() => {
    if (isTakenUp) finishPrompt(promptFlags());
  }, [isTakenUp]);

  if (!isOpen) return null;
  // Not a modal: the prompt waits at the foot of the screen, so the member can read the page,
  // and nothing takes their focus or blocks the screen they came to use. Held there (sticky) by
  // the end of the page, it moves nothing the member is already looking at when it appears.
  return (
    <Paper
      component="section"
      aria-labelledby="membership-prompt-title"
      withBorder
      shadow="md"
      radius="md"
      p="md"
      mt="md"
      bg="blue.0"
      pos="sticky"
      bottom="var(--mantine-spacing-md)"
      style={{ zIndex: 2 }}
    >
      <Group justify="space-between" gap="md">
        <div>
          <Text fw={700} id="membership-prompt-title">
            {t('membershipPrompt.title')}
          </Text>
          <Text>{t('membershipPrompt.body')}</Text>
        </div>
        <Group gap="sm">
          <Button variant="default" onClick={() => close()}>
            {t('membershipPrompt.ignore')}
          </Button>
          <Button onClick={() => close(purchasePath)}>{t('membershipPrompt.take')}</Button>
        </Group>
      </Group>
    </Paper>
  );
}
