import { Button, Group, Paper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useMemberEmail } from '#src/lib/auth/acting-member.ts';
import { membershipsNs } from '#src/lib/i18n/memberships-namespace.ts';
import { useAuth } from '#src/lib/auth/use-auth.tsx';
import { useLocation, useNavigate } from 'react-router';
import { membershipCheck, stopMembershipCheck } from '../lib/membership-check.ts';
import { finishPrompt, loginIdOf, promptFlags } from '../lib/prompt-flags.ts';

const purchasePath = '/membership/new';

/**
 * Mounted by the shell (loaded on demand): after a login, offers a membership to a member who has
 * none active in any organisation, once per session.
 */
export function MembershipPrompt() {
  const { t } = useTranslation(membershipsNs);
  const navigate = useNavigate();
  const auth = useAuth();
  const queries = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  // While a super administrator acts as a member, the member's: the server answers for them.
  const email = useMemberEmail();
  // The sign-in session's id, else the token's issue time: a new login is a new check.
  const loginId = auth.user ? loginIdOf(auth.user.profile) : null;

  useEffect(() => {
    if (!email || !loginId) return;
    promptFlags().noteLogin(loginId);
    let isCurrent = true;
    void membershipCheck(email, loginId, queries).then((show) => {
      if (isCurrent && show) setIsOpen(true);
    });
    return () => {
      isCurrent = false;
      // Acting as another member (or signing in again) starts a new check; this one stops asking.
      stopMembershipCheck();
    };
  }, [email, loginId, queries]);

  const close = (target?: string) => {
    finishPrompt(promptFlags());
    setIsOpen(false);
    if (target) void navigate(target);
  };

  // A member who reached the purchase page is taking a membership: the prompt has done its work.
  const isOnPurchasePage = useLocation().pathname === purchasePath;
  const [isTakenUp, setTakenUp] = useState(false);
  if (isOpen && isOnPurchasePage) {
    setIsOpen(false);
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
            {t('prompt.title')}
          </Text>
          <Text>{t('prompt.body')}</Text>
        </div>
        <Group gap="sm">
          <Button variant="default" onClick={() => close()}>
            {t('prompt.ignore')}
          </Button>
          <Button onClick={() => close(purchasePath)}>{t('prompt.take')}</Button>
        </Group>
      </Group>
    </Paper>
  );
}
