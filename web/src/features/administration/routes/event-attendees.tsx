import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useAuth } from '#src/lib/auth/use-auth.tsx';
import { Link, useParams } from 'react-router';
import type { Attendee } from '@portal/contracts/event-administration';
import { formatDateTime, formatMoney } from '#src/lib/format.ts';
import { currentLanguage } from '#src/lib/i18n/i18n.ts';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { StatusBadge } from '#src/lib/ui/status-badge.tsx';
import { attendeesCsvUrl, useAttendees } from '../api/staff-events.ts';
import { AdminFrame } from '../components/admin-frame.tsx';
import classes from '../components/admin-frame.module.css';
import { AddBookingDialog, CancelBookingDialog } from '../components/attendee-actions.tsx';
import { WaitingListTable } from '../components/waiting-list-table.tsx';
import { administrationNs } from '../i18n/administration-namespace.ts';
import { adminPath } from '../lib/admin-sections.ts';
import { downloadFile } from '#src/lib/download.ts';
import { useStaffEventCrumb } from '../lib/use-staff-event-crumb.ts';

const statusColours = { valid: 'blue', cancelled: 'gray', checked_in: 'green' };

function EventAttendees({ orgKey, eventId }: { orgKey: string; eventId: string }) {
  const { t } = useTranslation(administrationNs);
  const token = useAuth().user?.access_token;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [adding, setAdding] = useState(false);
  const [cancelling, setCancelling] = useState<Attendee | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const list = useAttendees(orgKey, eventId, debounced);
  useStaffEventCrumb(eventId, list.data?.event.title);
  useEffect(() => {
    document.body.dataset.printing = 'attendees';
    return () => {
      delete document.body.dataset.printing;
    };
  }, []);
  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;
  const { event, attendees } = list.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={adminPath('/admin/events', orgKey)} size="sm">
        {t('staffEvents.back')}
      </Anchor>
      <Text fw={700} size="lg">
        {event.title}
      </Text>
      <Text size="sm" c="dimmed" role="status">
        {t('staffEvents.count', { count: event.tickets, checkedIn: event.checkedIn })}
      </Text>
      {event.cancelledAt && (
        <Alert color="gray" role="status">
          {t('staffEvents.cancelledOn', { date: formatDateTime(event.cancelledAt) })}
        </Alert>
      )}
      <Group gap="sm" className={classes.noPrint}>
        {!event.cancelledAt && (
          <Button
            component={Link}
            to={adminPath(`/admin/events/${eventId}/check-in`, orgKey)}
            size="md"
          >
            {t('staffEvents.checkIn')}
          </Button>
        )}
        {!event.cancelledAt && (
          <Button variant="light" onClick={() => setAdding(true)}>
            {t('attendeeActions.addTitle')}
          </Button>
        )}
        <Button
          variant="default"
          component={Link}
          to={adminPath(`/admin/events/${eventId}/edit`, orgKey)}
        >
          {event.cancelledAt ? t('staffEvents.details') : t('staffEvents.edit')}
        </Button>
      </Group>
      {outcome && (
        <Alert color="green" role="status">
          {outcome}
        </Alert>
      )}
      <Group align="flex-end" wrap="wrap" className={classes.noPrint}>
        <TextInput
          label={t('staffEvents.search')}
          description={t('staffEvents.searchHint')}
          type="search"
          value={search}
          onChange={(changed) => setSearch(changed.currentTarget.value)}
          miw={240}
        />
        <Button
          variant="light"
          onClick={() => {
            setDownloadFailed(false);
            downloadFile(
              attendeesCsvUrl(orgKey, eventId, currentLanguage()),
              token,
              'attendees.csv',
            ).catch(() => setDownloadFailed(true));
          }}
        >
          {t('staffEvents.downloadCsv')}
        </Button>
        <Button variant="default" onClick={() => window.print()}>
          {t('staffEvents.print')}
        </Button>
      </Group>
      {downloadFailed && (
        <Alert color="red" role="alert">
          {t('staffEvents.downloadFailed')}
        </Alert>
      )}
      {attendees.length === 0 ? (
        <Text>{t('staffEvents.noAttendees')}</Text>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="sm">
              <Table.Caption>
                {t('staffEvents.attendeesCaption', { title: event.title })}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('staffEvents.holder')}</Table.Th>
                  <Table.Th>{t('staffEvents.bookedBy')}</Table.Th>
                  <Table.Th>{t('staffEvents.kind')}</Table.Th>
                  <Table.Th ta="right">{t('staffEvents.paid')}</Table.Th>
                  <Table.Th>{t('staffEvents.status')}</Table.Th>
                  <Table.Th className={classes.noPrint}>{t('staffEvents.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {attendees.map((attendee) => (
                  <Table.Tr key={attendee.ticketId}>
                    <Table.Td fw={600}>{attendee.holderName}</Table.Td>
                    <Table.Td>
                      {attendee.booker.name}
                      <Text size="xs" c="dimmed">
                        {attendee.booker.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {attendee.guest ? t('staffEvents.guest') : t('staffEvents.member')}
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(attendee.paid)}</Table.Td>
                    <Table.Td>
                      <StatusBadge color={statusColours[attendee.status]}>
                        {t(`staffEvents.statuses.${attendee.status}`)}
                      </StatusBadge>
                      {attendee.checkedInAt && (
                        <Text size="xs" c="dimmed">
                          {t('staffEvents.checkedInBy', {
                            time: formatDateTime(attendee.checkedInAt),
                            by: attendee.checkedInBy ?? '',
                          })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td className={classes.noPrint}>
                      {attendee.status !== 'cancelled' &&
                        attendee.paymentStatus !== 'cancelled' && (
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="red"
                            aria-label={t('attendeeActions.cancelNamed', {
                              name: attendee.holderName,
                            })}
                            onClick={() => {
                              setOutcome(null);
                              setCancelling(attendee);
                            }}
                          >
                            {t('attendeeActions.cancelBooking')}
                          </Button>
                        )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      <div className={classes.noPrint}>
        <WaitingListTable orgKey={orgKey} eventId={eventId} title={event.title} />
      </div>
      <AddBookingDialog
        orgKey={orgKey}
        eventId={eventId}
        opened={adding}
        onClose={() => setAdding(false)}
        onAdded={(name) => {
          setAdding(false);
          setOutcome(t('attendeeActions.added', { name }));
        }}
      />
      <CancelBookingDialog
        key={cancelling?.ticketId ?? 'none'}
        orgKey={orgKey}
        eventId={eventId}
        attendee={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={(message) => {
          setCancelling(null);
          setOutcome(message);
        }}
      />
    </Stack>
  );
}

export function Component() {
  const eventId = useParams().eventId ?? '';
  return (
    <AdminFrame section="events">
      {(organisation) => <EventAttendees orgKey={organisation.key} eventId={eventId} />}
    </AdminFrame>
  );
}
