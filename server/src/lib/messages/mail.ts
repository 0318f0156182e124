import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { z } from 'zod';
import { languageSchema } from '@portal/contracts/language';
import type { Transaction } from '#src/db/client.ts';
import { enqueue, type Jobs, queueNames, workQueue } from '#src/lib/jobs.ts';

/**
 * A file a mail carries, named in the queued job rather than held in it: the worker makes the
 * file when it sends (a receipt's PDF from the payment's records), so the job table holds no
 * blobs. `of` says whose receipt: a membership payment, an event booking or a refund.
 */
export const mailAttachmentSchema = z.object({
  kind: z.literal('receipt'),
  of: z.enum(['membership-payment', 'event-entry', 'refund']),
  id: z.uuid(),
  language: languageSchema,
});
export type MailAttachmentRef = z.infer<typeof mailAttachmentSchema>;

export const mailMessageSchema = z.object({
  to: z.email(),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string().optional(),
  attachments: z.array(mailAttachmentSchema).optional(),
  /** Makes a retried delivery recognisable: the same key is delivered once. */
  idempotencyKey: z.string().min(1),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

/** An attachment made for sending. */
export interface MailFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Makes the file an attachment names; the composition root wires it to the modules. */
export type MailAttachmentResolver = (ref: MailAttachmentRef) => Promise<MailFile>;

export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
  /** The attached files, stored beside the mail's JSON file. */
  files?: { filename: string; contentType: string; size: number; path: string }[];
}

/** Where mail goes: an SMTP server, or files in DATA_DIR/mail that the dev mailbox shows. */
export interface MailTransport {
  deliver(message: MailMessage, files?: MailFile[]): Promise<void>;
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // Loaded with the first mail sent: a server without SMTP never needs it.
  let transporter: Promise<Transporter> | undefined;
  const connected = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    ));
  return {
    async deliver(message, files = []) {
      await (
        await connected()
      ).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: files.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: file.content,
        })),
        messageId: `<${message.idempotencyKey}@member-portal>`,
      });
    },
  };
}

export function fileMailbox(dir: string, from: string) {
  const safe = (key: string) => key.replace(/[^A-Za-z0-9_.-]/g, '_');
  const fileFor = (key: string) => path.join(dir, `${safe(key)}.json`);
  return {
    async deliver(message: MailMessage, files: MailFile[] = []) {
      await fs.mkdir(dir, { recursive: true });
      // The attachments first, beside the mail: its JSON file is what says it was delivered.
      const stored: StoredMail = {
        ...message,
        id: randomUUID(),
        from,
        sentAt: new Date().toISOString(),
        files: await Promise.all(
          files.map(async (file, index) => {
            const name = `${safe(message.idempotencyKey)}.${String(index + 1)}-${safe(file.filename)}`;
            await fs.writeFile(path.join(dir, name), file.content);
            return {
              filename: file.filename,
              contentType: file.contentType,
              size: file.content.length,
              path: name,
            };
          }),
        ),
      };
      // One file per idempotency key: a retried job overwrites nothing and adds nothing.
      try {
        await fs.writeFile(fileFor(message.idempotencyKey), JSON.stringify(stored, null, 2), {
          flag: 'wx',
        });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    },
    async list(): Promise<StoredMail[]> {
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch {
        return [];
      }
      const mails = await Promise.all(
        names
          .filter((name) => name.endsWith('.json'))
          .map(
            async (name) =>
              JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as StoredMail,
          ),
      );
      return mails.sort((a, b) => b.sentAt.localeCompare(a.sentAt));
    },
  };
}
export type FileMailbox = ReturnType<typeof fileMailbox>;

/** Queues a mail in the caller's transaction; it is sent only if that transaction commits. */
export function enqueueMail(jobs: Jobs, tx: Transaction, message: MailMessage) {
  return enqueue(jobs, tx, queueNames.mail, mailMessageSchema.parse(message));
}

/** A mail with attachments needs a resolver; without one it must fail, not go out without them. */
const noAttachments: MailAttachmentResolver = (ref) =>
  Promise.reject(new Error(`no resolver for a mail attachment (${ref.kind} of ${ref.of})`));

export async function startMailWorker(
  jobs: Jobs,
  transport: MailTransport,
  resolveAttachment: MailAttachmentResolver = noAttachments,
): Promise<void> {
  await workQueue(jobs, queueNames.mail, async (data) => {
    const message = mailMessageSchema.parse(data);
    const files = await Promise.all((message.attachments ?? []).map(resolveAttachment));
    await transport.deliver(message, files);
  });
}
