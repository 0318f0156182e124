import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { Transaction } from '#src/db/client.ts';
import { enqueue, type Jobs, queueNames, workQueue } from '#src/lib/jobs.ts';

export const mailMessageSchema = z.object({
  to: z.email(),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string().optional(),
  /** Makes a retried delivery recognisable: the same key is delivered once. */
  idempotencyKey: z.string().min(1),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
}

/** Where mail goes: an SMTP server, or files in DATA_DIR/mail that the dev mailbox shows. */
export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: `<${message.idempotencyKey}@member-portal>`,
      });
    },
  };
}

export function fileMailbox(dir: string, from: string) {
  const fileFor = (key: string) => path.join(dir, `${key.replace(/[^A-Za-z0-9_.-]/g, '_')}.json`);
  return {
    async deliver(message: MailMessage) {
      await fs.mkdir(dir, { recursive: true });
      const stored: StoredMail = {
        ...message,
        id: randomUUID(),
        from,
        sentAt: new Date().toISOString(),
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

export async function startMailWorker(jobs: Jobs, transport: MailTransport): Promise<void> {
  await workQueue(jobs, queueNames.mail, (data) =>
    transport.deliver(mailMessageSchema.parse(data)),
  );
}
