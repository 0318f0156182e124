import { useEffect } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { membersNs } from '#src/lib/i18n/members-namespace.ts';
import { closeBarGroup, showBar } from '#src/lib/notification-bars/bar-store.ts';
import { addressLinkGroup, addressNoticeGroup, addressNotices } from './address-notice.ts';
import { useOwnMember } from '#src/lib/members/use-own-member.ts';

/**
 * Mounted once in the member layout: finds (or on first sign-in creates) the signed-in member and
 * keeps the address notice in step with their address. (`/memberships?trigger=editMainParticipant`
 * is sent to /edit-profile by the memberships page, which owns that route.)
 */
export function MemberSession() {
  const { t, i18n } = useTranslation(membersNs);
  const member = useOwnMember();
  const address = member.data?.address;
  const hasMember = member.data !== undefined;

  useEffect(() => {
    if (!hasMember) return;
    const notices = addressNotices(address, {
      incomplete: t('address.incomplete'),
      editLink: t('address.editLink'),
    });
    if (notices.length === 0) {
      closeBarGroup(addressNoticeGroup);
      closeBarGroup(addressLinkGroup);
      return;
    }
    for (const notice of notices) showBar(notice);
    // Shown again only when the address or the language changes, not on every page.
  }, [hasMember, address, i18n.language, t]);

  return null;
}
