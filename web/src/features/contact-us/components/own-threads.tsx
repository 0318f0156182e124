import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { StatusBadge } from '#src/lib/ui/status-badge.tsx';
import { Link } from 'react-router';
import { useOwnThreads } from '#src/lib/contact-threads/thread-api.ts';
import { formatDateTime } from '#src/lib/format.ts';
import { LoadFailed } from '#src/lib/ui/load-state.tsx';
import { contactNs } from '../i18n/contact-namespace.ts';

/** The member's earlier messages, each with the club's answers on its own page. */
export function OwnThreads() {
  const { t } = useTranslation(contactNs);
  const threads = useOwnThreads();
  if (threads.isPending || (threads.data?.length ?? 0) === 0) return null;
  return (
    <Card withBorder padding="lg" radius="md" maw={720}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('threads.heading')}
        </Title>
        {threads.isError && <LoadFailed onRetry={() => void threads.refetch()} />}
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {threads.data?.map((thread) => (
            <Group component="li" key={thread.id} justify="space-between" wrap="nowrap">
              <div>
                <Anchor component={Link} to={`/contact-us/${thread.id}`} fw={600}>
                  {thread.subject}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {thread.organisation.name} · {formatDateTime(thread.lastActivityAt)} ·{' '}
                  {t('threads.count', { count: thread.count })}
                </Text>
              </div>
              <StatusBadge color={thread.state === 'answered' ? 'green' : 'yellow'}>
                {t(thread.state === 'answered' ? 'threads.answered' : 'threads.open')}
              </StatusBadge>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
