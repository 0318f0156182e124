import type { ContactThreadState, ContactThreadSummary } from '@portal/contracts/contact-us';
import {
  Anchor,
  Drawer,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { StatusBadge } from '#src/lib/ui/status-badge.tsx';
import { useClubThreads, useSendInThread, useThread } from '#src/lib/contact-threads/thread-api.ts';
import { ThreadView } from '#src/lib/contact-threads/thread-view.tsx';
import { formatDateTime } from '#src/lib/format.ts';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { AdminFrame } from '../components/admin-frame.tsx';
import { administrationNs } from '../i18n/administration-namespace.ts';

function ClubThread({ orgKey, threadId }: { orgKey: string; threadId: string }) {
  const thread = useThread(threadId, orgKey);
  const send = useSendInThread(threadId, orgKey);
  if (thread.isPending) return <Loading />;
  if (thread.isError) return <LoadFailed onRetry={() => void thread.refetch()} />;
  return (
    <ThreadView
      thread={thread.data}
      side="club"
      onSend={(body) => send.mutateAsync(body)}
      isSending={send.isPending}
    />
  );
}

function Messages({ orgKey }: { orgKey: string }) {
  const { t } = useTranslation(administrationNs);
  const [state, setState] = useState<ContactThreadState | ''>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ContactThreadSummary | null>(null);
  const threads = useClubThreads(orgKey, { ...(state ? { state } : {}), page });

  return (
    <Stack gap="md">
      <Text>{t('messages.lead')}</Text>
      <NativeSelect
        label={t('messages.show')}
        value={state}
        onChange={(event) => {
          setState(event.currentTarget.value as ContactThreadState | '');
          setPage(1);
        }}
        data={[
          { value: '', label: t('messages.all') },
          { value: 'open', label: t('messages.open') },
          { value: 'answered', label: t('messages.answered') },
        ]}
        maw={240}
      />
      {threads.isPending && <Loading />}
      {threads.isError && <LoadFailed onRetry={() => void threads.refetch()} />}
      {threads.data?.total === 0 && <Text>{t('messages.empty')}</Text>}
      {threads.data && threads.data.total > 0 && (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="sm">
              <Table.Caption>{t('messages.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('messages.subject')}</Table.Th>
                  <Table.Th>{t('messages.from')}</Table.Th>
                  <Table.Th>{t('messages.lastActivity')}</Table.Th>
                  <Table.Th>{t('messages.state')}</Table.Th>
                  <Table.Th>{t('messages.count')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {threads.data.threads.map((thread) => (
                  <Table.Tr key={thread.id}>
                    <Table.Td>
                      <Anchor
                        component="button"
                        type="button"
                        fw={thread.state === 'open' ? 700 : 400}
                        onClick={() => setOpen(thread)}
                      >
                        {thread.subject}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {thread.sender.name}
                      <Text size="xs" c="dimmed">
                        {thread.sender.email}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(thread.lastActivityAt)}
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge color={thread.state === 'open' ? 'yellow' : 'green'}>
                        {t(thread.state === 'open' ? 'messages.open' : 'messages.answered')}
                      </StatusBadge>
                    </Table.Td>
                    <Table.Td>{thread.count}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {threads.data && threads.data.total > threads.data.pageSize && (
        <Group>
          <Pagination
            total={Math.ceil(threads.data.total / threads.data.pageSize)}
            value={page}
            onChange={setPage}
            aria-label={t('messages.pages')}
          />
        </Group>
      )}
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        position="right"
        zIndex={1000}
        size="lg"
        title={open ? t('messages.threadHeading', { name: open.sender.name }) : ''}
        closeButtonProps={{ 'aria-label': t('payments.close') }}
      >
        {open && <ClubThread key={open.id} orgKey={orgKey} threadId={open.id} />}
      </Drawer>
    </Stack>
  );
}

export function Component() {
  return (
    <AdminFrame section="messages">
      {(organisation) => <Messages orgKey={organisation.key} />}
    </AdminFrame>
  );
}
