import type { Member } from '@portal/contracts/member';
import { Alert, Button, Loader, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useSignIn } from '#src/lib/auth/sign-in-problem.ts';
import { membersNs } from '#src/lib/i18n/members-namespace.ts';
import { useOwnMember, useSignedInUser } from '#src/lib/members/use-own-member.ts';

/** Renders its children with the signed-in member once loaded; loading and failure otherwise. */
export function OwnMemberGate({ children }: { children: (member: Member) => ReactNode }) {
  const { t } = useTranslation(membersNs);
  const member = useOwnMember();
  const signIn = useSignIn();
  const isSignedIn = useSignedInUser() !== null;
  if (member.data) return children(member.data);
  // Edit profile is open without the route check (SPEC.md section 6), but it edits one's own data.
  if (!isSignedIn) {
    return (
      <Alert color="blue" title={t('profile.signInNeeded')}>
        <Button mt="sm" onClick={signIn}>
          {t('profile.signIn')}
        </Button>
      </Alert>
    );
  }
  if (member.isError) {
    return (
      <Alert color="red" role="alert" title={t('profile.createFailed')}>
        <Button mt="sm" variant="light" onClick={() => void member.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Stack align="center" p="xl" role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      {t('common.loading')}
    </Stack>
  );
}
