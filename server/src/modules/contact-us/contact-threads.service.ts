import {
  type ContactThread,
  type ContactThreadList,
  type ContactThreadState,
  type ContactThreadSummary,
  contactUsRateLimit,
} from '@portal/contracts/contact-us';
import { fullName } from '@portal/contracts/member-fields';
import type { Executor, Transaction } from '#src/db/client.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import { auditAdministratorChange, type ChangeOrigin } from '#src/lib/audit.ts';
import type { Caller } from '#src/lib/auth.ts';
import { AppError } from '#src/lib/errors.ts';
import { enqueueMail } from '#src/lib/messages/mail.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';
import { findMemberRowByEmail, findMemberRowById } from '#src/modules/members/members.service.ts';
import {
  createContactUsNotification,
  createNotification,
} from '#src/modules/notifications/notifications.service.ts';
import { administeredOrganisation } from '#src/modules/organisations/organisation-settings.service.ts';
import { findOrganisation } from '#src/modules/organisations/organisations.service.ts';
import {
  type ContactMessageRow,
  findThreadMessage,
  insertReply,
  listReplies,
  listThreadRows,
  lockSender,
  recentAnswers,
  recentMessages,
  type ThreadRow,
} from './contact-us.repository.ts';
import { ContactLimitReached } from './contact-us.service.ts';
import { contactReplyMail, replyTitle } from './reply-mail.tsx';

const pageSize = 25;
const threadNotFound = () => AppError.of('NOT_FOUND', 'contact_thread_not_found');
const iso = (value: Date | string) => new Date(value).toISOString();

function toSummary(row: ThreadRow): ContactThreadSummary {
  return {
    id: row.id,
    subject: row.subject,
    state: row.state,
    sender: { name: row.sender_name, email: row.sender_email },
    organisation: { key: row.org_key, name: row.org_name },
    count: row.count,
    createdAt: iso(row.created_at),
    lastActivityAt: iso(row.last_activity_at),
  };
}

async function threadOf(db: Executor, message: ContactMessageRow): Promise<ContactThread> {
  const [summary] = await listThreadRows(db, { id: message.id }, { limit: 1, offset: 0 });
  if (!summary) throw threadNotFound();
  const replies = await listReplies(db, message.id);
  return {
    ...toSummary(summary),
    entries: [
      {
        id: message.id,
        fromClub: false,
        authorName: summary.sender_name,
        body: message.message,
        createdAt: message.createdAt.toISOString(),
      },
      ...replies.map((reply) => ({
        id: reply.id,
        fromClub: reply.fromClub,
        authorName: reply.authorName,
        body: reply.body,
        createdAt: reply.createdAt.toISOString(),
      })),
    ],
  };
}

/** The organisation's Contact Us threads, newest activity first, open or answered. */
export async function organisationThreads(
  ctx: ServiceContext,
  caller: Caller,
  input: { orgKey: string; state?: ContactThreadState | undefined; page: number },
): Promise<ContactThreadList> {
  const organisation = await administeredOrganisation(ctx, caller, input.orgKey);
  const rows = await listThreadRows(
    ctx.db,
    { orgId: organisation.id, state: input.state },
    { limit: pageSize, offset: (input.page - 1) * pageSize },
  );
  return { threads: rows.map(toSummary), total: rows[0]?.total ?? 0, page: input.page, pageSize };
}

async function organisationMessage(db: Executor, orgId: string, threadId: string, lock = false) {
  const message = await findThreadMessage(db, threadId, { lock });
  if (message?.orgId !== orgId) throw threadNotFound();
  return message;
}

export async function organisationThread(
  ctx: ServiceContext,
  caller: Caller,
  input: { orgKey: string; threadId: string },
): Promise<ContactThread> {
  const organisation = await administeredOrganisation(ctx, caller, input.orgKey);
  return threadOf(ctx.db, await organisationMessage(ctx.db, organisation.id, input.threadId));
}

/**
 * An administrator answers in the portal. In one transaction: the reply, the thread answered,
 * the member's CONTACT_US_REPLY notification and mail in the member's language, the audit record
 * (of the reply's length: the words themselves stay in the thread).
 */
export async function replyToThread(
  ctx: ServiceContext,
  caller: Caller,
  input: { orgKey: string; threadId: string; body: string; origin: ChangeOrigin },
): Promise<ContactThread> {
  const organisation = await administeredOrganisation(ctx, caller, input.orgKey);
  return ctx.db.transaction(async (tx) => {
    const message = await organisationMessage(tx, organisation.id, input.threadId, true);
    const author = await findMemberRowByEmail(tx, caller.email);
    const authorName = author ? fullName(author) : caller.email;
    const reply = await insertReply(
      tx,
      {
        messageId: message.id,
        authorId: author?.id ?? null,
        fromClub: true,
        authorName: `${authorName}, ${organisation.name}`,
        body: input.body,
      },
      'answered',
    );
    const member = await findMemberRowById(tx, message.senderId);
    if (member) {
      const threadUrl = new URL(`/ui/contact-us/${message.id}`, ctx.config.publicUrl).href;
      await createNotification(tx, {
        receiverId: member.id,
        senderId: author?.id ?? null,
        type: 'CONTACT_US_REPLY',
        title: replyTitle(member.preferredLanguage, message.subject),
        message: input.body.length > 500 ? `${input.body.slice(0, 499)}…` : input.body,
        data: { threadId: message.id, org: organisation.key, link: `/ui/contact-us/${message.id}` },
      });
      if (member.email) {
        await enqueueMail(ctx.jobs, tx, {
          to: member.email,
          ...(await contactReplyMail({
            language: member.preferredLanguage,
            memberName: fullName(member),
            organisation: organisation.name,
            subject: message.subject,
            reply: input.body,
            threadUrl,
          })),
          idempotencyKey: `contact-reply-${reply.id}-mail`,
        });
      }
    }
    await auditAdministratorChange(tx, caller, {
      orgKey: organisation.key,
      action: 'contact_reply_sent',
      origin: input.origin,
      details: {
        threadId: message.id,
        length: input.body.length,
        before: { state: message.state },
        after: { state: 'answered' },
      },
    });
    return threadOf(tx, { ...message, state: 'answered' });
  });
}

/** The member's own threads, with every organisation they wrote to. */
export async function memberThreads(
  ctx: ServiceContext,
  acting: ActingMember,
): Promise<ContactThreadSummary[]> {
  const rows = await listThreadRows(ctx.db, { senderId: acting.id }, { limit: 200, offset: 0 });
  return rows.map(toSummary);
}

async function ownMessage(db: Executor, acting: ActingMember, threadId: string, lock = false) {
  const message = await findThreadMessage(db, threadId, { lock });
  // Another member's thread reads as none at all.
  if (message?.senderId !== acting.id) throw threadNotFound();
  return message;
}

export async function memberThread(
  ctx: ServiceContext,
  acting: ActingMember,
  threadId: string,
): Promise<ContactThread> {
  return threadOf(ctx.db, await ownMessage(ctx.db, acting, threadId));
}

/**
 * The member answers the club in the same thread: open again, and the organisation's contact
 * person is told as of a new message. Answers count towards the Contact Us limit.
 */
export async function answerThread(
  ctx: ServiceContext,
  acting: ActingMember,
  input: { threadId: string; body: string },
): Promise<ContactThread> {
  return ctx.db.transaction(async (tx) => {
    await lockSender(tx, acting.id);
    const message = await ownMessage(tx, acting, input.threadId, true);
    await refuseBeyondLimit(tx, acting.id);
    await insertReply(
      tx,
      {
        messageId: message.id,
        authorId: acting.id,
        fromClub: false,
        authorName: fullName(acting),
        body: input.body,
      },
      'open',
    );
    await tellContactPerson(ctx, tx, acting, message, input.body);
    return threadOf(tx, { ...message, state: 'open' });
  });
}

async function refuseBeyondLimit(tx: Transaction, memberId: string) {
  const { messages, windowMinutes } = contactUsRateLimit;
  const recent = await recentMessages(tx, memberId, windowMinutes);
  const answers = await recentAnswers(tx, memberId, windowMinutes);
  if (recent.count + answers >= messages) {
    throw new ContactLimitReached(Math.max(60, recent.secondsUntilOldestExpires));
  }
}

async function tellContactPerson(
  ctx: ServiceContext,
  tx: Transaction,
  acting: ActingMember,
  message: ContactMessageRow,
  body: string,
) {
  const organisation = await findOrganisation(tx, message.orgId);
  const receiver = organisation.contactReceiverEmail
    ? await findMemberRowByEmail(tx, organisation.contactReceiverEmail)
    : null;
  if (!receiver) return;
  await createContactUsNotification(tx, {
    receiverId: receiver.id,
    senderId: acting.id,
    subject: `Re: ${message.subject}`,
    message: body,
    data: {
      org: organisation.key,
      env: new URL(ctx.config.publicUrl).host,
      senderName: fullName(acting),
      senderEmail: acting.email,
    },
  });
}
