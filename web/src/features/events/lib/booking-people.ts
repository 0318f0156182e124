import type { Participant } from '@portal/contracts/family';
import { fullName } from '@portal/contracts/member-fields';

// Apart from the other booking rules: the member contract (and zod with it) stays out of the
// pages that only show an event (issue 19).

export interface BookablePerson {
  id: string;
  name: string;
  isSelf: boolean;
}

/**
 * Who the member may book for: themself, their children and the linked members who approved the
 * link (the server refuses anyone else).
 */
export function bookablePeople(
  self: { id: string; firstName: string; lastName: string },
  participants: readonly Participant[],
): BookablePerson[] {
  const family = participants
    .filter((participant) => participant.familyInvitationStatus === 'approved')
    .map((participant) => ({
      id: participant.id,
      name: `${participant.firstName ?? ''} ${participant.lastName ?? ''}`.trim(),
      isSelf: false,
    }))
    .filter((person) => person.name !== '' && person.id !== self.id);
  return [{ id: self.id, name: fullName(self), isSelf: true }, ...family];
}

/** Participants who already hold a live ticket for the event cannot be booked again. */
export function ticketHolderIds(
  entries: readonly { tickets: readonly { participantId: string | null; status: string }[] }[],
): Set<string> {
  const ids = new Set<string>();
  for (const entry of entries) {
    for (const ticket of entry.tickets) {
      if (ticket.participantId && ticket.status !== 'cancelled') ids.add(ticket.participantId);
    }
  }
  return ids;
}
