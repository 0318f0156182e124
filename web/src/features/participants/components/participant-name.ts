import type { Participant } from '@portal/contracts/family';

/** A linked member who has not approved yet is known only by the email they were invited with. */
export function participantName(participant: Participant): string {
  const name = `${participant.firstName ?? ''} ${participant.lastName ?? ''}`.trim();
  if (name) return name;
  return participant.kind === 'linked' ? participant.email : '';
}
