import type { ContactUsData } from '@portal/contracts/contact-us';
import type {
  FamilyLinkData,
  MarkNotificationsReadResult,
  Notification,
  NotificationWhatsAppResult,
} from '@portal/contracts/notification';
import { defaultLanguage, type Language } from '@portal/contracts/language';
import { notificationWhatsAppTemplateId } from '@portal/contracts/notification';
import type { Transaction } from '#src/db/client.ts';
import { AppError } from '#src/lib/errors.ts';
import { enqueueWhatsApp, whatsAppMessageSchema } from '#src/lib/messages/whatsapp.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import { findMemberRowById } from '#src/modules/members/members.service.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';
import {
  claimWhatsApp,
  deleteFamilyLinkRequests,
  deleteReceived,
  findFamilyLinkRequestId,
  findSent,
  hasNotificationAbout,
  insertNotification,
  listUnread,
  markRead,
  type NotificationRow,
} from './notifications.repository.ts';

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    messageThreadId: row.messageThreadId,
    receiverId: row.receiverId,
    senderId: row.senderId,
    type: row.type,
    title: row.title,
    message: row.message,
    data: row.data,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
    readDate: row.readDate?.toISOString() ?? null,
  };
}

const familyLinkRequestTexts = {
  da: {
    title: 'Anmodning om familielink',
    message: (inviter: string) => `${inviter} vil gerne linke dig som familiemedlem.`,
  },
  en: {
    title: 'Family link request',
    message: (inviter: string) => `${inviter} wants to link you as a family member.`,
  },
} satisfies Record<Language, unknown>;

/**
 * The FAMILY_LINK_REQUEST of an invitation, written in the caller's transaction in the invitee's
 * language. The texts are the server's: a client never chooses what another member is shown.
 */
export async function createFamilyLinkRequest(
  tx: Transaction,
  request: { inviterName: string; data: FamilyLinkData },
): Promise<string> {
  const invitee = await findMemberRowById(tx, request.data.inviteeId);
  const texts = familyLinkRequestTexts[invitee?.preferredLanguage ?? defaultLanguage];
  return insertNotification(tx, {
    receiverId: request.data.inviteeId,
    senderId: request.data.familyId,
    type: 'FAMILY_LINK_REQUEST',
    title: texts.title,
    message: texts.message(request.inviterName),
    // The bell answers it in place; the link leads to the family where the answer shows.
    data: { ...request.data, link: '/ui/participants-list' },
  });
}

/** A Contact Us message as a notification to the organisation's contact person. */
export async function createContactUsNotification(
  tx: Transaction,
  notification: {
    receiverId: string;
    senderId: string;
    subject: string;
    message: string;
    data: ContactUsData;
  },
): Promise<string> {
  return insertNotification(tx, {
    receiverId: notification.receiverId,
    senderId: notification.senderId,
    type: 'CONTACT_US',
    title: notification.subject,
    message: notification.message,
    data: {
      ...notification.data,
      link: `/ui/admin/messages?org=${encodeURIComponent(notification.data.org)}`,
    },
  });
}

export async function findFamilyLinkRequest(tx: Transaction, invitationId: string) {
  return findFamilyLinkRequestId(tx, invitationId);
}

/** Once an invitation is answered or withdrawn, its request has nothing left to ask. */
export async function removeFamilyLinkRequests(tx: Transaction, invitationId: string) {
  await deleteFamilyLinkRequests(tx, invitationId);
}

/**
 * Queues WhatsApp template 1 about a notification, in the caller's transaction and at most once
 * per notification. Entries: 1 the organisation, 2 the notification id, 3 the portal's domain.
 */
export async function queueNotificationWhatsApp(
  tx: Transaction,
  ctx: Pick<ServiceContext, 'jobs'> & { config: Pick<ServiceContext['config'], 'publicUrl'> },
  message: {
    notificationId: string;
    receiver: { phone: string | null; preferredLanguage: Language } | null;
    organisation: string;
  },
): Promise<NotificationWhatsAppResult> {
  const to = whatsAppMessageSchema.shape.to.safeParse(message.receiver?.phone);
  if (!to.success || !message.receiver) return { status: 'noPhone' };
  if (!(await claimWhatsApp(tx, message.notificationId))) return { status: 'alreadyQueued' };
  const jobId = await enqueueWhatsApp(ctx.jobs, tx, {
    to: to.data,
    templateId: notificationWhatsAppTemplateId,
    parameters: [message.organisation, message.notificationId, new URL(ctx.config.publicUrl).host],
    language: message.receiver.preferredLanguage,
    idempotencyKey: `notification-${message.notificationId}-whatsapp`,
  });
  // pg-boss answers null instead of failing when the queue is missing: the message would be lost
  // while the notification says it was sent. Failing rolls the whole change back instead.
  if (!jobId) throw new Error('the WhatsApp message was not queued');
  return { status: 'queued' };
}

/** POST member/notification/whatsapp: only about a notification the acting member sent. */
export async function sendNotificationWhatsApp(
  ctx: ServiceContext,
  acting: ActingMember,
  notificationId: string,
  organisation: string,
): Promise<NotificationWhatsAppResult> {
  return ctx.db.transaction(async (tx) => {
    const notification = await findSent(tx, notificationId, acting.id);
    if (!notification) throw AppError.of('NOT_FOUND', 'notification_not_found');
    const receiver = await findMemberRowById(tx, notification.receiverId);
    return queueNotificationWhatsApp(tx, ctx, { notificationId, receiver, organisation });
  });
}

/** Notifications belong to their receiver alone, linked family included. */
function requireOwnReceiver(acting: ActingMember, memberId: string | undefined): void {
  if (memberId !== undefined && memberId !== acting.id) {
    throw AppError.of('FORBIDDEN', 'own_notifications_only');
  }
}

export async function listNotifications(
  ctx: ServiceContext,
  acting: ActingMember,
  memberId: string | undefined,
): Promise<Notification[]> {
  requireOwnReceiver(acting, memberId);
  return (await listUnread(ctx.db, acting.id)).map(toNotification);
}

export async function markNotificationsRead(
  ctx: ServiceContext,
  acting: ActingMember,
  input: { id?: string | undefined; receiverId?: string | undefined; inviteeEmail?: string },
): Promise<MarkNotificationsReadResult> {
  requireOwnReceiver(acting, input.receiverId);
  // The server's clock, not the browser's, says when a notification was read.
  const readDate = new Date();
  const updated = await ctx.db.transaction((tx) =>
    markRead(tx, acting.id, { id: input.id, inviteeEmail: input.inviteeEmail }, readDate),
  );
  return { updated, readDate: readDate.toISOString() };
}

export async function deleteNotification(
  ctx: ServiceContext,
  acting: ActingMember,
  id: string,
): Promise<void> {
  const deleted = await ctx.db.transaction((tx) => deleteReceived(tx, id, acting.id));
  if (!deleted) throw AppError.of('NOT_FOUND', 'notification_not_found');
}

/** A notification the club's side sends a member (a refund, a reply), in that member's words. */
export async function createNotification(
  tx: Transaction,
  notification: Parameters<typeof insertNotification>[1],
): Promise<string> {
  return insertNotification(tx, notification);
}

/**
 * Creates the notification unless its receiver already has one of its type whose data holds the
 * same `onceKey` value: for news that must reach the bell once, however often its cause is seen.
 * Run it under a lock on the thing the news is about, so two callers cannot both find none.
 */
export async function createNotificationOnce(
  tx: Transaction,
  notification: Parameters<typeof insertNotification>[1] & { data: Record<string, unknown> },
  onceKey: string,
): Promise<string | null> {
  const value = notification.data[onceKey];
  if (typeof value !== 'string') throw new Error(`the notification data has no ${onceKey}`);
  const about = {
    receiverId: notification.receiverId,
    type: notification.type,
    key: onceKey,
    value,
  };
  if (await hasNotificationAbout(tx, about)) return null;
  return insertNotification(tx, notification);
}
