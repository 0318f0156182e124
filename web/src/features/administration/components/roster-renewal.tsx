import type { RosterMember } from '@portal/contracts/roster';
import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { formatDate } from '#src/lib/format.ts';
import { useDeclineText } from '#src/lib/i18n/decline-text.ts';
import { StatusBadge } from '#src/lib/ui/status-badge.tsx';
import { administrationNs } from '../i18n/administration-namespace.ts';

/**
 * A roster member's status with their automatic renewal: "Auto" when the membership renews
 * itself, and a failed or retried renewal charge with the gateway's reason in words.
 */
export function RosterRenewal({ member, children }: { member: RosterMember; children: ReactNode }) {
  const { t } = useTranslation(administrationNs);
  const declineText = useDeclineText();
  const failure = member.renewalFailure;
  return (
    <Stack gap={4} align="flex-start">
      <Group gap={6} wrap="nowrap">
        {children}
        {member.autoRenewal && (
          <Text
            component="span"
            size="xs"
            fw={600}
            px={6}
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
            title={t('roster.renewsAutomatically')}
          >
            <span aria-hidden="true">{t('roster.auto')}</span>
            <VisuallyHidden>{t('roster.renewsAutomatically')}</VisuallyHidden>
          </Text>
        )}
      </Group>
      {failure && (
        <>
          <StatusBadge color={failure.status === 'failed' ? 'red' : 'orange'}>
            {t(failure.status === 'failed' ? 'roster.renewalFailed' : 'roster.renewalRetrying')}
          </StatusBadge>
          <Text size="xs" maw={260}>
            {declineText(failure)}
            {failure.status === 'retrying' && failure.nextAttemptOn
              ? ` ${t('roster.nextAttempt', { date: formatDate(failure.nextAttemptOn) })}`
              : ''}
          </Text>
        </>
      )}
    </Stack>
  );
}
