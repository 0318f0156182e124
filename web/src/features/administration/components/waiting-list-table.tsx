import type { WaitingListStatus } from '@portal/contracts/waiting-list';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { formatDateTime } from '#src/lib/format.ts';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { StatusBadge } from '#src/lib/ui/status-badge.tsx';
import { useStaffWaitingList } from '../api/staff-waiting-list.ts';
import { administrationNs } from '../i18n/administration-namespace.ts';

const statusColours: Record<WaitingListStatus, string> = {
  waiting: 'blue',
  offered: 'orange',
  accepted: 'green',
  expired: 'gray',
  left: 'gray',
  cancelled: 'red',
};

interface Props {
  orgKey: string;
  eventId: string;
  title: string;
}

/** The event's waiting list: who waits in which order, who holds an offer, and how each ended. */
export function WaitingListTable({ orgKey, eventId, title }: Props) {
  const { t } = useTranslation(administrationNs);
  const list = useStaffWaitingList(orgKey, eventId);
  let body;
  if (list.isPending) body = <Loading />;
  else if (list.isError) body = <LoadFailed onRetry={() => void list.refetch()} />;
  else if (list.data.length === 0) body = <Text>{t('waitingList.empty')}</Text>;
  else {
    body = (
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={720}>
          {/* Names and addresses stay on one line: the table scrolls sideways on a phone. */}
          <Table striped verticalSpacing="sm" style={{ whiteSpace: 'nowrap' }}>
            <Table.Caption>{t('waitingList.caption', { title })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th ta="right">{t('waitingList.position')}</Table.Th>
                <Table.Th>{t('waitingList.name')}</Table.Th>
                <Table.Th>{t('waitingList.email')}</Table.Th>
                <Table.Th>{t('staffEvents.kind')}</Table.Th>
                <Table.Th ta="right">{t('waitingList.places')}</Table.Th>
                <Table.Th>{t('waitingList.status')}</Table.Th>
                <Table.Th>{t('waitingList.offerUntil')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td ta="right">{entry.position ?? '–'}</Table.Td>
                  <Table.Td fw={600}>{entry.name}</Table.Td>
                  <Table.Td>{entry.email}</Table.Td>
                  <Table.Td>
                    {entry.isGuest ? t('staffEvents.guest') : t('staffEvents.member')}
                  </Table.Td>
                  <Table.Td ta="right">{entry.quantity}</Table.Td>
                  <Table.Td>
                    <StatusBadge color={statusColours[entry.status]}>
                      {t(`waitingList.statuses.${entry.status}`)}
                    </StatusBadge>
                  </Table.Td>
                  <Table.Td>
                    {entry.status === 'offered' && entry.offerExpiresAt
                      ? formatDateTime(entry.offerExpiresAt)
                      : '–'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="waiting-list-heading">
      <Title order={2} size="h4" id="waiting-list-heading">
        {t('waitingList.heading')}
      </Title>
      {body}
    </Stack>
  );
}
