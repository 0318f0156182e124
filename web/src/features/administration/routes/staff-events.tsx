import { Anchor, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '#src/lib/format.ts';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { useStaffEvents } from '../api/staff-events.ts';
import { AdminFrame } from '../components/admin-frame.tsx';
import { administrationNs } from '../i18n/administration-namespace.ts';
import { adminPath } from '../lib/admin-sections.ts';

function StaffEvents({ orgKey }: { orgKey: string }) {
  const { t } = useTranslation(administrationNs);
  const events = useStaffEvents(orgKey);
  if (events.isPending) return <Loading />;
  if (events.isError) return <LoadFailed onRetry={() => void events.refetch()} />;
  if (events.data.length === 0) return <Text>{t('staffEvents.empty')}</Text>;
  return (
    <Stack gap="md">
      <Text>{t('staffEvents.lead')}</Text>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="sm">
            <Table.Caption>{t('staffEvents.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('staffEvents.title')}</Table.Th>
                <Table.Th>{t('staffEvents.start')}</Table.Th>
                <Table.Th>{t('staffEvents.places')}</Table.Th>
                <Table.Th>{t('staffEvents.checkedIn')}</Table.Th>
                <Table.Th>{t('staffEvents.enabled')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.data.map((event) => (
                <Table.Tr key={event.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={adminPath(`/admin/events/${event.id}`, orgKey)}
                      fw={600}
                    >
                      {event.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(event.startDate)}
                  </Table.Td>
                  <Table.Td>
                    {event.capacity === null
                      ? t('staffEvents.unlimited', { taken: event.placesTaken })
                      : t('staffEvents.ofCapacity', {
                          taken: event.placesTaken,
                          capacity: event.capacity,
                        })}
                  </Table.Td>
                  <Table.Td>{event.checkedIn}</Table.Td>
                  <Table.Td>{event.enabled ? t('staffEvents.yes') : t('staffEvents.no')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}

export function Component() {
  return (
    <AdminFrame section="events">
      {(organisation) => <StaffEvents orgKey={organisation.key} />}
    </AdminFrame>
  );
}
