import { Anchor, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link } from 'react-router';
import type { StaffEvent } from '@portal/contracts/event-administration';
import { formatDateTime } from '#src/lib/format.ts';
import { StatusBadge } from '#src/lib/ui/status-badge.tsx';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { useStaffEvents } from '../api/staff-events.ts';
import { AdminFrame } from '../components/admin-frame.tsx';
import { administrationNs } from '../i18n/administration-namespace.ts';
import { adminPath } from '../lib/admin-sections.ts';

type EventState = 'cancelled' | 'draft' | 'published';
const stateColours: Record<EventState, string> = {
  cancelled: 'red',
  draft: 'gray',
  published: 'green',
};
const stateOf = (event: StaffEvent): EventState => {
  if (event.cancelledAt) return 'cancelled';
  return event.enabled ? 'published' : 'draft';
};

function StaffEvents({ orgKey }: { orgKey: string }) {
  const { t } = useTranslation(administrationNs);
  const events = useStaffEvents(orgKey);
  if (events.isPending) return <Loading />;
  if (events.isError) return <LoadFailed onRetry={() => void events.refetch()} />;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Text maw={640}>{t('staffEvents.lead')}</Text>
        <Button component={Link} to={adminPath('/admin/events/new', orgKey)}>
          {t('staffEvents.add')}
        </Button>
      </Group>
      {events.data.length === 0 ? (
        <Text>{t('staffEvents.empty')}</Text>
      ) : (
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
                  <Table.Th>{t('staffEvents.state')}</Table.Th>
                  <Table.Th>{t('staffEvents.actions')}</Table.Th>
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
                      {event.waiting > 0 && !event.cancelledAt && (
                        <Text size="xs" c="dimmed">
                          {t('staffEvents.waiting', { count: event.waiting })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{event.checkedIn}</Table.Td>
                    <Table.Td>
                      <StatusBadge color={stateColours[stateOf(event)]}>
                        {t(`staffEvents.states.${stateOf(event)}`)}
                      </StatusBadge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {!event.cancelledAt && (
                          <Anchor
                            component={Link}
                            to={adminPath(`/admin/events/${event.id}/edit`, orgKey)}
                            size="sm"
                            aria-label={t('staffEvents.editNamed', { title: event.title })}
                          >
                            {t('staffEvents.edit')}
                          </Anchor>
                        )}
                        <Anchor
                          component={Link}
                          to={`${adminPath('/admin/events/new', orgKey)}&copy=${event.id}`}
                          size="sm"
                          aria-label={t('staffEvents.copyNamed', { title: event.title })}
                        >
                          {t('staffEvents.copy')}
                        </Anchor>
                        {!event.cancelledAt && (
                          <Anchor
                            component={Link}
                            to={adminPath(`/admin/events/${event.id}/check-in`, orgKey)}
                            size="sm"
                            aria-label={t('staffEvents.checkInNamed', { title: event.title })}
                          >
                            {t('staffEvents.checkIn')}
                          </Anchor>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
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
