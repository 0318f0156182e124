import { Alert, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type ActingMember, setActingMember } from '#src/lib/auth/acting-member.ts';
import { impersonationNs } from '#src/lib/i18n/impersonation-namespace.ts';
import { UsersIcon } from '#src/lib/icons.tsx';

/** Says on every page whom a super administrator is acting as, with the way back. */
export default function ActingBanner({ member }: { member: ActingMember }) {
  const { t } = useTranslation(impersonationNs);
  const queryClient = useQueryClient();
  const stop = () => {
    setActingMember(null);
    void queryClient.resetQueries({
      predicate: (query) => query.queryKey[0] !== 'impersonation',
    });
  };
  return (
    <Alert color="orange" variant="light" icon={<UsersIcon />} mb="md" role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={500}>
          {t('banner.acting', {
            name: `${member.firstName} ${member.lastName}`.trim(),
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
