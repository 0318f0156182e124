import { useParticipants } from '#src/lib/members/list-participants.ts';
import { useOwnMember } from '#src/lib/members/use-own-member.ts';
import { useTickets } from '../api/list-tickets.ts';
import { type BookablePerson, bookablePeople, ticketHolderIds } from './booking-people.ts';

export type BookingPeople =
  | { state: 'pending' }
  | { state: 'failed'; retry: () => void }
  | { state: 'ready'; people: BookablePerson[]; holders: Set<string> };

/**
 * Who the member may book (or wait) for, and who of them already holds a ticket for the event:
 * the booking form, the waiting list form and the place in line all name the same people.
 */
export function useBookingPeople(eventId: string): BookingPeople {
  const member = useOwnMember();
  const participants = useParticipants();
  const tickets = useTickets();
  if (member.isPending || participants.isPending || tickets.isPending) return { state: 'pending' };
  if (member.isError || participants.isError || tickets.isError) {
    return {
      state: 'failed',
      retry: () => {
        void member.refetch();
        void participants.refetch();
        void tickets.refetch();
      },
    };
  }
  return {
    state: 'ready',
    people: bookablePeople(member.data, participants.data),
    holders: ticketHolderIds(tickets.data.filter((entry) => entry.eveId === eventId)),
  };
}
