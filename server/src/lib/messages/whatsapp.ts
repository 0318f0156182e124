import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { defaultLanguage, languageSchema } from '@portal/contracts/language';
import type { Transaction } from '#src/db/client.ts';
import { enqueue, type Jobs, queueNames, workQueue } from '#src/lib/jobs.ts';

export const whatsAppMessageSchema = z.object({
  /** The receiver's phone number in international form, e.g. +4520123456. */
  to: z.string().regex(/^\+?[1-9]\d{6,14}$/, 'must be a phone number in international form'),
  /** The template number of SPEC.md section 9: 4 membership, 1 notification. */
  templateId: z.number().int().positive(),
  /** Template entries by position, as the spec numbers them (entry 1 is parameters[0]). */
  parameters: z.array(z.string()),
  /** The receiver's preferred language: the template is approved in both. */
  language: languageSchema.default(defaultLanguage),
  idempotencyKey: z.string().min(1),
});
export type WhatsAppMessage = z.output<typeof whatsAppMessageSchema>;

export interface WhatsAppTransport {
  deliver(message: WhatsAppMessage): Promise<void>;
}

/**
 * WhatsApp Cloud API. Templates are approved in Meta's business manager under names we cannot
 * know here; we use `member_portal_{templateId}` and say so in the README.
 */
export function cloudApiTransport(
  settings: { token: string; phoneNumberId: string },
  fetchImpl: typeof fetch = fetch,
  baseUrl = 'https://graph.facebook.com/v21.0',
): WhatsAppTransport {
  return {
    async deliver(message) {
      const response = await fetchImpl(`${baseUrl}/${settings.phoneNumberId}/messages`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${settings.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: message.to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: `member_portal_${message.templateId}`,
            language: { code: message.language },
            components: [
              {
                type: 'body',
                parameters: message.parameters.map((text) => ({ type: 'text', text })),
              },
            ],
          },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        throw new Error(`WhatsApp Cloud API answered ${response.status}`);
      }
    },
  };
}

/** The embedded default: each message is written to DATA_DIR/whatsapp, once per key. */
export function logOutbox(dir: string): WhatsAppTransport & { list(): Promise<WhatsAppMessage[]> } {
  return {
    async deliver(message) {
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(
        dir,
        `${message.idempotencyKey.replace(/[^A-Za-z0-9_.-]/g, '_')}.json`,
      );
      try {
        await fs.writeFile(file, JSON.stringify({ ...message, sentAt: new Date().toISOString() }), {
          flag: 'wx',
        });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    },
    async list() {
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch {
        return [];
      }
      return Promise.all(
        names.map(async (name) =>
          whatsAppMessageSchema.parse(JSON.parse(await fs.readFile(path.join(dir, name), 'utf8'))),
        ),
      );
    },
  };
}

export function enqueueWhatsApp(
  jobs: Jobs,
  tx: Transaction,
  message: z.input<typeof whatsAppMessageSchema>,
) {
  return enqueue(jobs, tx, queueNames.whatsapp, whatsAppMessageSchema.parse(message));
}

export async function startWhatsAppWorker(jobs: Jobs, transport: WhatsAppTransport): Promise<void> {
  await workQueue(jobs, queueNames.whatsapp, (data) =>
    transport.deliver(whatsAppMessageSchema.parse(data)),
  );
}
