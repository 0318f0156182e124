import type { DoorMembershipAnswer } from '@portal/contracts/membership-card';
import { api } from '#src/lib/api-client.ts';

/**
 * POST a membership card scanned at the event's door: is its holder a member of the organisation
 * today? Asked for each scan, never kept: a card cannot be checked without a network.
 */
export function checkMembershipCard(
  orgKey: string,
  eventId: string,
  code: string,
): Promise<DoorMembershipAnswer> {
  return api.post<DoorMembershipAnswer>(
    `/event/api/v1/admin/organisations/${encodeURIComponent(orgKey)}/events/${encodeURIComponent(eventId)}/membership-card`,
    { body: { code } },
  );
}
