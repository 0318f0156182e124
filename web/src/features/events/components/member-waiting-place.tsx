import type { Event } from '@portal/contracts/event';
import type { WaitingPlace } from '@portal/contracts/waiting-list';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useNavigate } from 'react-router';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { useLeaveWaitingList } from '../api/leave-waiting-list.ts';
import { useTakeWaitingOffer } from '../api/take-waiting-offer.ts';
import { isFree } from '../lib/booking.ts';
import { useBookingPeople } from '../lib/use-booking-people.ts';
import { PlaceInLine, PlaceOffered } from './waiting-place.tsx';
import { problemText } from './problem-text.ts';

/** Who a place in line is for, by the names the booking form uses. */
function useNamesOf(eventId: string, ids: readonly string[]): string | undefined {
  const booking = useBookingPeople(eventId);
  if (booking.state !== 'ready') return undefined;
  const names = booking.people.filter((person) => ids.includes(person.id)).map((p) => p.name);
  return names.length > 0 ? names.join(', ') : undefined;
}

/** The member's live place in the event's line: waiting, or offered places to take. */
export function MemberWaitingPlace({ event, place }: { event: Event; place: WaitingPlace }) {
  const { t } = useTranslation(eventsNs);
  const navigate = useNavigate();
  const leave = useLeaveWaitingList(event.id);
  const take = useTakeWaitingOffer(event.id);
  const [problem, setProblem] = useState<string | null>(null);
  const names = useNamesOf(event.id, place.participantIds);

  const giveBack = (failed: string) => {
    setProblem(null);
    leave.mutate(undefined, { onError: (error) => setProblem(problemText(error, failed)) });
  };

  if (place.status === 'offered' && place.offerExpiresAt) {
    return (
      <PlaceOffered
        quantity={place.quantity}
        offerExpiresAt={place.offerExpiresAt}
        names={names}
        isPaid={!isFree(event)}
        isTaking={take.isPending}
        isGivingBack={leave.isPending}
        problem={problem}
        onGiveBack={() => giveBack(t('waiting.giveBackFailed'))}
        onTake={() => {
          setProblem(null);
          // The promise, not mutate's callbacks: a taken offer ends this view, and the callbacks
          // of an unmounted view never run.
          take.mutateAsync().then(
            (result) => {
              // As a booking: a paid event continues in the card payment window, which returns to
              // Registration Success or Registration Decline.
              if (result.paymentWindowLink) window.location.assign(result.paymentWindowLink);
              else
                void navigate(`/${event.orgKey}/events/${event.id}/tickets`, {
                  state: { booked: true },
                });
            },
            (error: unknown) => setProblem(problemText(error, t('waiting.takeFailed'))),
          );
        }}
      />
    );
  }
  return (
    <PlaceInLine
      position={place.position}
      quantity={place.quantity}
      names={names}
      isLeaving={leave.isPending}
      problem={problem}
      onLeave={() => giveBack(t('waiting.leaveFailed'))}
    />
  );
}
