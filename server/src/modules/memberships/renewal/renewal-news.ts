import type { DeclineReason } from '@portal/contracts/payment-decline';
import type { Transaction } from '#src/db/client.ts';
import { enqueueMail } from '#src/lib/messages/mail.ts';
import type { PaymentDeps } from '#src/lib/payments/payment-deps.ts';
import { findMemberRowById } from '#src/modules/members/members.service.ts';
import {
  createNotification,
  queueNotificationWhatsApp,
} from '#src/modules/notifications/notifications.service.ts';
import { findOrganisation } from '#src/modules/organisations/organisations.service.ts';
import type { MembershipRow } from '#src/modules/memberships/memberships.repository.ts';
import { savedCardSummary } from './renewal-view.ts';
import {
  type RenewalFacts,
  type RenewalNewsKind,
  renewalMail,
  renewalNotice,
} from './renewal-mail.tsx';

const bellKinds = new Set<RenewalNewsKind>(['notice', 'invitation', 'declined', 'failed']);

export interface RenewalNews {
  kind: RenewalNewsKind;
  membership: MembershipRow;
  renewal?: RenewalFacts['renewal'];
  failure?: DeclineReason | null;
  /** Makes a redelivered or repeated cause send one mail: the renewal, attempt or change. */
  onceKey: string;
  /** The membership payment whose PDF receipt the mail carries (a renewal that was paid). */
  receiptOf?: string;
}

/**
 * Tells the member about their automatic renewal, in the caller's transaction: a mail, for news
 * they did not cause a MEMBERSHIP_RENEW notification under the bell, and
 * for the notice before a charge a WhatsApp message where the member has a mobile number. The one
 * told is whoever pays: the card's owner, else the member.
 */
export async function tellRenewal(
  deps: Pick<PaymentDeps, 'jobs' | 'config'>,
  tx: Transaction,
  news: RenewalNews,
): Promise<void> {
  const { membership } = news;
  const receiverId = membership.savedCardPayerId ?? membership.memberId;
  // One after the other: a transaction is one connection.
  const receiver = await findMemberRowById(tx, receiverId);
  const member = await findMemberRowById(tx, membership.memberId);
  const organisation = await findOrganisation(tx, membership.orgId);
  if (!receiver || !member) return;
  const publicUrl = deps.config.publicUrl;
  const facts: RenewalFacts = {
    language: receiver.preferredLanguage,
    kind: news.kind,
    to: { name: `${receiver.firstName} ${receiver.lastName}`.trim() },
    organisation: { name: organisation.name },
    memberName: `${member.firstName} ${member.lastName}`.trim(),
    isOwn: receiver.id === member.id,
    card: savedCardSummary(membership),
    renewal: news.renewal ?? null,
    failure: news.failure ?? null,
    links: {
      memberships: new URL('/ui/memberships', publicUrl).href,
      renew: new URL(`/ui/membership/new?renew=${encodeURIComponent(organisation.key)}`, publicUrl)
        .href,
    },
  };
  const notice = renewalNotice(facts);
  // The member's own changes are confirmed by mail; a paid renewal is under the bell as its
  // payment (PAYMENT_RECEIVED, ORDER_READY). The rest is news the member did not cause.
  const notificationId = !bellKinds.has(news.kind)
    ? null
    : await createNotification(tx, {
        receiverId: receiver.id,
        senderId: null,
        type: 'MEMBERSHIP_RENEW',
        title: notice.title,
        message: notice.message,
        data: { membershipId: membership.id, orgId: membership.orgId, link: notice.link },
      });
  if (notificationId && news.kind === 'notice') {
    await queueNotificationWhatsApp(tx, deps, {
      notificationId,
      receiver,
      organisation: organisation.name,
    });
  }
  if (!receiver.email) return;
  await enqueueMail(deps.jobs, tx, {
    to: receiver.email,
    ...(await renewalMail(facts)),
    ...(news.receiptOf
      ? {
          attachments: [
            {
              kind: 'receipt' as const,
              of: 'membership-payment' as const,
              id: news.receiptOf,
              language: receiver.preferredLanguage,
            },
          ],
        }
      : {}),
    idempotencyKey: `membership-renewal-${news.kind}-${news.onceKey}`,
  });
}
