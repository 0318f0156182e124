import type { Event } from '@portal/contracts/event';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { useWaitingPlace } from '../api/get-waiting-place.ts';
import { bookingPanelOf } from '../lib/waiting-list.ts';
import { BookingForm } from './booking-form.tsx';
import { ClosedReason } from './closed-reason.tsx';
import { JoinWaitingListForm } from './join-waiting-list-form.tsx';
import { MemberWaitingPlace } from './member-waiting-place.tsx';

function OfferRanOut() {
  const { t } = useTranslation(eventsNs);
  return (
    <Alert color="orange" variant="light" role="status" c="dark.9">
      {t('waiting.expired')}
    </Alert>
  );
}

/**
 * Where the event page books: the member's place in the waiting list when they have one, the
 * waiting list of a full event, the booking form, or why the event cannot be booked.
 */
export function BookingPanel({ event }: { event: Event }) {
  const waiting = useWaitingPlace(event.id);
  if (waiting.isPending) return <Loading />;
  if (waiting.isError) return <LoadFailed onRetry={() => void waiting.refetch()} />;
  const panel = bookingPanelOf(event, waiting.data.place, new Date());
  switch (panel.kind) {
    case 'offer':
    case 'inLine':
      return <MemberWaitingPlace event={event} place={panel.place} />;
    case 'join':
    case 'book':
      return (
        <Stack gap="md">
          {panel.hasOfferRunOut && <OfferRanOut />}
          {panel.kind === 'join' ? (
            <JoinWaitingListForm event={event} />
          ) : (
            <BookingForm event={event} />
          )}
        </Stack>
      );
    case 'closed':
      return (
        <ClosedReason
          reason={panel.reason}
          organisation={event.orgName}
          saleStart={event.saleStart}
        />
      );
  }
}
