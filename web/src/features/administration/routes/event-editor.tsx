import type { StaffEventDetail } from '@portal/contracts/event-administration';
import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { currentLanguage } from '#src/lib/i18n/i18n.ts';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { useCancelEvent, useStaffEvent } from '../api/staff-events.ts';
import { AdminFrame } from '../components/admin-frame.tsx';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import { EventForm } from '../components/event-form.tsx';
import {
  copiedEventValues,
  emptyEventValues,
  eventValuesOf,
} from '../components/event-form-model.ts';
import { administrationNs } from '../i18n/administration-namespace.ts';
import { adminPath } from '../lib/admin-sections.ts';
import { useStaffEventCrumb } from '../lib/use-staff-event-crumb.ts';

/** Cancelling the whole event: asked for a reason, told what it will do. */
function CancelEvent({ orgKey, event }: { orgKey: string; event: StaffEventDetail }) {
  const { t } = useTranslation(administrationNs);
  const cancel = useCancelEvent(orgKey);
  const [open, setOpen] = useState(false);
  if (event.cancelledAt) {
    return (
      <Alert color="gray" role="status">
        {t('eventEditor.cancelledNote', { reason: event.cancellationReason ?? '' })}
      </Alert>
    );
  }
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Text fw={600}>{t('eventEditor.cancelHeading')}</Text>
        <Text size="sm">{t('eventEditor.cancelLead', { count: event.tickets })}</Text>
        {cancel.isSuccess && (
          <Alert color="green" role="status">
            {t('eventEditor.cancelDone', {
              count: cancel.data.cancelledBookings,
              refunds: cancel.data.refundsQueued,
            })}
          </Alert>
        )}
        <Group>
          <Button color="red" variant="outline" onClick={() => setOpen(true)}>
            {t('eventEditor.cancelEvent')}
          </Button>
        </Group>
      </Stack>
      <ReasonDialog
        opened={open}
        title={t('eventEditor.cancelConfirmTitle', { title: event.title })}
        lead={t('eventEditor.cancelConfirm', { count: event.tickets })}
        reasonHint={t('eventEditor.cancelReasonHint')}
        confirmLabel={t('eventEditor.cancelEvent')}
        pending={cancel.isPending}
        failure={cancel.isError ? t('eventEditor.cancelFailed') : null}
        onClose={() => setOpen(false)}
        onConfirm={(reason) =>
          cancel.mutate({ id: event.id, reason }, { onSuccess: () => setOpen(false) })
        }
      />
    </Paper>
  );
}

function EventEditor({ orgKey }: { orgKey: string }) {
  const { t } = useTranslation(administrationNs);
  const navigate = useNavigate();
  const eventId = useParams().eventId ?? null;
  const copyOf = useSearchParams()[0].get('copy');
  const source = useStaffEvent(orgKey, eventId ?? copyOf);
  useStaffEventCrumb(eventId, source.data?.title);
  const toList = adminPath('/admin/events', orgKey);
  if ((eventId ?? copyOf) !== null) {
    if (source.isPending) return <Loading />;
    if (source.isError) return <LoadFailed onRetry={() => void source.refetch()} />;
  }
  const event = source.data ?? null;
  let initial = emptyEventValues();
  if (event && eventId) initial = eventValuesOf(event, currentLanguage());
  else if (event) {
    initial = copiedEventValues(
      event,
      currentLanguage(),
      t('eventEditor.copyTitle', { title: event.title }),
    );
  }
  let heading = t('eventEditor.newHeading');
  if (eventId && event) heading = t('eventEditor.editHeading', { title: event.title });
  else if (event) heading = t('eventEditor.copyHeading', { title: event.title });

  return (
    <Stack gap="md">
      <Anchor component={Link} to={toList} size="sm">
        {t('staffEvents.back')}
      </Anchor>
      <Text fw={700} size="lg">
        {heading}
      </Text>
      {eventId && event?.cancelledAt ? null : (
        <EventForm
          key={event?.id ?? 'new'}
          orgKey={orgKey}
          eventId={eventId}
          initial={initial}
          placesTaken={eventId && event ? event.placesTaken : 0}
          onCancel={() => void navigate(toList)}
          onSaved={(saved) =>
            void navigate(adminPath(`/admin/events/${saved.id}`, orgKey), {
              state: { saved: saved.title },
            })
          }
        />
      )}
      {eventId && event && <CancelEvent orgKey={orgKey} event={event} />}
    </Stack>
  );
}

export function Component() {
  return (
    <AdminFrame section="events">
      {(organisation) => <EventEditor orgKey={organisation.key} />}
    </AdminFrame>
  );
}
