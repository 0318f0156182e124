import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { contactMessages, contactReplies, members } from '#src/db/schema/index.ts';

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

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type ContactReplyRow = typeof contactReplies.$inferSelect;

export interface ThreadRow {
  id: string;
  subject: string;
  state: 'open' | 'answered';
  sender_name: string;
  sender_email: string | null;
  org_key: string;
  org_name: string;
  count: number;
  created_at: Date | string;
  last_activity_at: Date | string;
  total: number;
}

/** Threads newest activity first, with the sender and how many messages each holds. */
export async function listThreadRows(
  db: Executor,
  filter: {
    id?: string;
    orgId?: string;
    senderId?: string;
    state?: 'open' | 'answered' | undefined;
  },
  page: { limit: number; offset: number },
): Promise<ThreadRow[]> {
  const conditions = [
    filter.id ? sql`m.id = ${filter.id}` : undefined,
    filter.orgId ? sql`m.org_id = ${filter.orgId}` : undefined,
    filter.senderId ? sql`m.sender_id = ${filter.senderId}` : undefined,
    filter.state ? sql`m.state = ${filter.state}` : undefined,
  ].filter((condition) => condition !== undefined);
  const result = await db.execute(sql`
    select m.id, m.subject, m.state,
      trim(s.first_name || ' ' || s.last_name) as sender_name, s.email as sender_email,
      o.key as org_key, o.name as org_name,
      (1 + (select count(*) from contact_replies r where r.message_id = m.id))::int as count,
      m.created_at, m.last_activity_at, count(*) over ()::int as total
    from contact_messages m
      join members s on s.id = m.sender_id
      join organisations o on o.id = m.org_id
    where ${sql.join(conditions, sql` and `)}
    order by m.last_activity_at desc, m.id
    limit ${page.limit} offset ${page.offset}`);
  return (result as { rows: ThreadRow[] }).rows;
}

export async function findThreadMessage(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ContactMessageRow | null> {
  const query = db.select().from(contactMessages).where(eq(contactMessages.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function listReplies(db: Executor, messageId: string): Promise<ContactReplyRow[]> {
  return db
    .select()
    .from(contactReplies)
    .where(eq(contactReplies.messageId, messageId))
    .orderBy(asc(contactReplies.createdAt));
}

export async function insertReply(
  tx: Executor,
  values: typeof contactReplies.$inferInsert,
  state: 'open' | 'answered',
): Promise<ContactReplyRow> {
  const [row] = await tx.insert(contactReplies).values(values).returning();
  if (!row) throw new Error('the reply was not written');
  await tx
    .update(contactMessages)
    .set({ state, lastActivityAt: row.createdAt })
    .where(eq(contactMessages.id, values.messageId));
  return row;
}

/** The member's own answers in the limit's window, counted with their new messages. */
export async function recentAnswers(
  db: Executor,
  authorId: string,
  windowMinutes: number,
): Promise<number> {
  const window = sql`make_interval(mins => ${windowMinutes})`;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contactReplies)
    .where(
      and(
        eq(contactReplies.authorId, authorId),
        eq(contactReplies.fromClub, false),
        sql`${contactReplies.createdAt} > clock_timestamp() - ${window}`,
      ),
    );
  return row?.count ?? 0;
}
