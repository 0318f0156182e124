import type { Participant } from '@portal/contracts/family';
import { fullName } from '@portal/contracts/member-fields';

/** A linked member who has not approved yet is known only by the email they were invited with. */
export function participantName(participant: Participant): string {
  const name = fullName(participant);
  if (name) return name;
  return participant.kind === 'linked' ? participant.email : '';
}
