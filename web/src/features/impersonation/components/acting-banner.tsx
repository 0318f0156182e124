import { fullName } from '@portal/contracts/member-fields';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import type { ActingMember } from '#src/lib/auth/acting-member.ts';
import { impersonationNs } from '#src/features/impersonation/i18n/impersonation-namespace.ts';
import { UsersIcon } from '#src/lib/icons.tsx';
import { actAs } from '../lib/act-as.ts';

/** Says on every page whom a super administrator is acting as, with the way back. */
export default function ActingBanner({ member }: { member: ActingMember }) {
  const { t } = useTranslation(impersonationNs);
  const queryClient = useQueryClient();
  const stop = () => {
    actAs(queryClient, null);
  };
  return (
    <Alert color="orange" variant="light" icon={<UsersIcon />} mb="md" role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={500}>
          {t('banner.acting', {
            name: fullName(member),
            email: member.email,
          })}
        </Text>
        <Button size="xs" variant="default" onClick={stop}>
          {t('banner.stop')}
        </Button>
      </Group>
    </Alert>
  );
}
