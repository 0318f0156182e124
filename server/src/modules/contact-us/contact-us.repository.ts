import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { contactMessages, members } from '#src/db/schema/index.ts';

export type NewContactMessage = Pick<
  typeof contactMessages.$inferInsert,
  'senderId' | 'orgId' | 'receiverId' | 'notificationId' | 'subject' | 'message'
>;

/**
 * Holds the sender's member row until the transaction ends, so two messages sent at the same
 * moment are counted one after the other and the limit cannot be passed by racing it.
 */
export async function lockSender(db: Executor, senderId: string): Promise<void> {
  await db.select({ id: members.id }).from(members).where(eq(members.id, senderId)).for('update');
}

/**
 * The sender's messages in the last `windowMinutes`, and in how many seconds the oldest of them
 * leaves the window, by the database's clock (the one that stamped them). The current time is
 * read when counting: a transaction that waited for the lock began before the ones it waited for.
 */
export async function recentMessages(
  db: Executor,
  senderId: string,
  windowMinutes: number,
): Promise<{ count: number; secondsUntilOldestExpires: number }> {
  const window = sql`make_interval(mins => ${windowMinutes})`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      secondsUntilOldestExpires: sql<number>`coalesce(ceil(extract(epoch from (min(${contactMessages.createdAt}) + ${window} - clock_timestamp())))::int, 0)`,
    })
    .from(contactMessages)
    .where(
      and(
        eq(contactMessages.senderId, senderId),
        sql`${contactMessages.createdAt} > clock_timestamp() - ${window}`,
      ),
    );
  return { count: row?.count ?? 0, secondsUntilOldestExpires: row?.secondsUntilOldestExpires ?? 0 };
}

export async function insertContactMessage(db: Executor, values: NewContactMessage) {
  await db.insert(contactMessages).values(values);
}
