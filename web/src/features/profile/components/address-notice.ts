import type { Address } from '@portal/contracts/address';
import { checkAddress } from '@portal/contracts/address-check';
import type { NewNotificationBar } from '#src/lib/notification-bars/bar-store.ts';

export const addressNoticeGroup = 'address-notice';
export const addressLinkGroup = 'address-notice-link';
/** SPEC.md section 9: the link notice closes itself after 15 s. */
export const addressLinkAutoCloseMs = 15_000;

interface NoticeTexts {
  incomplete: string;
  editLink: string;
}

/**
 * SPEC.md section 5: any address problem shows one non-closable error notice, plus the link to
 * the profile edit, which closes itself and is hidden on the memberships page (that page has its
 * own way into the profile). No problem: no notices.
 */
export function addressNotices(
  address: Address | null | undefined,
  texts: NoticeTexts,
): NewNotificationBar[] {
  if (checkAddress(address).length === 0) return [];
  return [
    { groupId: addressNoticeGroup, type: 'error', closable: false, message: texts.incomplete },
    {
      groupId: addressLinkGroup,
      type: 'error',
      closable: true,
      autoCloseTime: addressLinkAutoCloseMs,
      exclude: ['memberships'],
      message: `<a href="/edit-profile">${texts.editLink}</a>`,
    },
  ];
}
