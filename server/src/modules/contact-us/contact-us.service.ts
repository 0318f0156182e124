import {
  type ContactUsData,
  type ContactUsResult,
  contactUsRateLimit,
} from '@portal/contracts/contact-us';
import type { Transaction } from '#src/db/client.ts';
import { AppError } from '#src/lib/errors.ts';
import { enqueueMail } from '#src/lib/messages/mail.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import { fullName } from '@portal/contracts/member-fields';
import { findMemberRowByEmail } from '#src/modules/members/members.service.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';
import {
  createContactUsNotification,
  queueNotificationWhatsApp,
} from '#src/modules/notifications/notifications.service.ts';
import { findOrganisationIfAny } from '#src/modules/organisations/organisations.service.ts';
import { contactConfirmationMail } from './confirmation-mail.tsx';
import { insertContactMessage, lockSender, recentMessages } from './contact-us.repository.ts';

export interface ContactMessage {
  orgId: string;
  subject: string;
  message: string;
}

/** Thrown when the sender has used up the limit; the route answers 429 with Retry-After. */
export class ContactLimitReached extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const { messages, windowMinutes } = contactUsRateLimit;
    super(
      'RATE_LIMITED',
      `You can send ${messages} messages in ${windowMinutes} minutes. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    );
  }
}

/**
 * Contact Us: in one transaction, the message is kept, its CONTACT_US notification goes to the
 * organisation's contact receiver, the WhatsApp message about it (template 1) is queued for the
 * receiver and a confirmation mail for the sender. Refused beyond the per-member limit.
 */
export async function sendContactMessage(
  ctx: ServiceContext,
  sender: ActingMember,
  message: ContactMessage,
): Promise<ContactUsResult> {
  return ctx.db.transaction(async (tx) => {
    const organisation = await findOrganisationIfAny(tx, message.orgId);
    if (!organisation?.enabled) {
      throw AppError.of('BAD_REQUEST', 'organisation_not_writable', undefined, [
        { field: 'orgId', message: 'is not an organisation you can write to' },
      ]);
    }
    const receiver = organisation.contactReceiverEmail
      ? await findMemberRowByEmail(tx, organisation.contactReceiverEmail)
      : null;
    if (!receiver) {
      throw AppError.of('CONFLICT', 'contact_not_received', { organisation: organisation.name });
    }

    await lockSender(tx, sender.id);
    const recent = await recentMessages(tx, sender.id, contactUsRateLimit.windowMinutes);
    if (recent.count >= contactUsRateLimit.messages) {
      throw new ContactLimitReached(Math.max(1, recent.secondsUntilOldestExpires));
    }

    const data: ContactUsData = {
      org: organisation.key,
      env: new URL(ctx.config.publicUrl).host,
      senderName: fullName(sender),
      senderEmail: sender.email,
    };
    const notificationId = await createContactUsNotification(tx, {
      receiverId: receiver.id,
      senderId: sender.id,
      subject: message.subject,
      message: message.message,
      data,
    });
    await insertContactMessage(tx, {
      senderId: sender.id,
      orgId: organisation.id,
      receiverId: receiver.id,
      notificationId,
      subject: message.subject,
      message: message.message,
    });
    await queueNotificationWhatsApp(tx, ctx, {
      notificationId,
      receiver,
      organisation: organisation.key,
    });
    await queueConfirmation(tx, ctx, sender, organisation, message, notificationId);
    return {
      notificationId,
      organisation: { key: organisation.key, name: organisation.name },
      confirmationTo: sender.email,
    };
  });
}

async function queueConfirmation(
  tx: Transaction,
  ctx: ServiceContext,
  sender: ActingMember,
  organisation: { name: string },
  message: ContactMessage,
  notificationId: string,
) {
  if (!sender.email) return;
  const mail = await contactConfirmationMail({
    language: sender.row.preferredLanguage,
    senderName: fullName(sender),
    organisation: organisation.name,
    subject: message.subject,
    message: message.message,
  });
  const jobId = await enqueueMail(ctx.jobs, tx, {
    to: sender.email,
    ...mail,
    idempotencyKey: `contact-us-${notificationId}-confirmation`,
  });
  // pg-boss answers null for a missing queue: the member would be told of a mail never sent.
  if (!jobId) throw new Error('the Contact Us confirmation was not queued');
}
