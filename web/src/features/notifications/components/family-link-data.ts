import type { Notification } from '@portal/contracts/notification';

export interface FamilyLinkRequestData {
  invitationId: string;
  inviterEmail: string;
  inviteeEmail: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The family link request a notification carries, or null. SPEC.md section 5: approve and reject
 * do nothing without inviteeEmail and invitationId, so such a notification offers no answer.
 */
export function familyLinkRequestOf(notification: Notification): FamilyLinkRequestData | null {
  if (notification.type !== 'FAMILY_LINK_REQUEST') return null;
  const invitationId = text(notification.data.invitationId);
  const inviteeEmail = text(notification.data.inviteeEmail);
  if (!invitationId || !inviteeEmail) return null;
  return { invitationId, inviteeEmail, inviterEmail: text(notification.data.inviterEmail) };
}
