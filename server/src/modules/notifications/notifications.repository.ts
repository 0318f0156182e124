import { and, desc, eq, isNull, not, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { notifications } from '#src/db/schema/index.ts';
import { announceNotification } from './notification-stream.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<
  typeof notifications.$inferInsert,
  'receiverId' | 'senderId' | 'type' | 'title' | 'message' | 'data'
>;

const familyLinkRequestFor = (invitationId: string) =>
  and(
    eq(notifications.type, 'FAMILY_LINK_REQUEST'),
    sql`${notifications.data} ->> 'invitationId' = ${invitationId}`,
  );

export async function insertNotification(db: Executor, values: NewNotification): Promise<string> {
  const [row] = await db.insert(notifications).values(values).returning({ id: notifications.id });
  if (!row) throw new Error('insert into notifications returned no row');
  // Heard by every server once the transaction commits: the member's bells update at once.
  await announceNotification(db, values.receiverId);
  return row.id;
}

/** Whether a receiver already has a notification of this type whose data names this value. */
export async function hasNotificationAbout(
  db: Executor,
  about: { receiverId: string; type: NotificationRow['type']; key: string; value: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.receiverId, about.receiverId),
        eq(notifications.type, about.type),
        sql`${notifications.data} ->> ${about.key} = ${about.value}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findFamilyLinkRequestId(
  db: Executor,
  invitationId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(familyLinkRequestFor(invitationId));
  return row?.id ?? null;
}

export async function deleteFamilyLinkRequests(db: Executor, invitationId: string): Promise<void> {
  await db.delete(notifications).where(familyLinkRequestFor(invitationId));
}

/** The bell: unread ones only, newest first. */
export async function listUnread(db: Executor, receiverId: string): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.receiverId, receiverId), not(notifications.read)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
}

/** Marks this receiver's unread notifications read; the filters only narrow. */
export async function markRead(
  db: Executor,
  receiverId: string,
  filters: { id?: string | undefined; inviteeEmail?: string | undefined },
  readDate: Date,
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true, readDate })
    .where(
      and(
        eq(notifications.receiverId, receiverId),
        not(notifications.read),
        filters.id ? eq(notifications.id, filters.id) : undefined,
        filters.inviteeEmail
          ? sql`${notifications.data} ->> 'inviteeEmail' = ${filters.inviteeEmail}`
          : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteReceived(db: Executor, id: string, receiverId: string) {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.receiverId, receiverId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** A notification this member sent, or null. */
export async function findSent(
  db: Executor,
  id: string,
  senderId: string,
): Promise<NotificationRow | null> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.senderId, senderId)));
  return row ?? null;
}

/** Claims the one WhatsApp message of a notification: false when it was claimed before. */
export async function claimWhatsApp(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ whatsAppQueuedAt: new Date() })
    .where(and(eq(notifications.id, id), isNull(notifications.whatsAppQueuedAt)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}
