import path from 'node:path';
import type { Config } from '#src/config.ts';
import type { Jobs } from '#src/lib/jobs.ts';
import {
  type FileMailbox,
  fileMailbox,
  type MailAttachmentResolver,
  smtpTransport,
  startMailWorker,
} from './mail.ts';
import { cloudApiTransport, logOutbox, startWhatsAppWorker } from './whatsapp.ts';

export interface Messaging {
  /** Present when mail is kept in files (no SMTP_URL): the dev mailbox page reads it. */
  mailbox: FileMailbox | undefined;
}

/**
 * Starts the workers that deliver queued mail and WhatsApp messages through the configured
 * adapters. `resolveAttachment` makes the files that queued mails name (receipts' PDFs).
 */
export async function startMessaging(
  config: Config,
  jobs: Jobs,
  resolveAttachment?: MailAttachmentResolver,
): Promise<Messaging> {
  const mailbox = config.mail.smtpUrl
    ? undefined
    : fileMailbox(path.join(config.dataDir, 'mail'), config.mail.from);
  await startMailWorker(
    jobs,
    config.mail.smtpUrl
      ? smtpTransport(config.mail.smtpUrl, config.mail.from)
      : (mailbox as FileMailbox),
    resolveAttachment,
  );
  await startWhatsAppWorker(
    jobs,
    config.whatsapp
      ? cloudApiTransport(config.whatsapp)
      : logOutbox(path.join(config.dataDir, 'whatsapp')),
  );
  return { mailbox };
}
