import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue, queueNames } from '#src/lib/jobs.ts';
import { createTestApp, type TestApp } from '#src/test/app.ts';
import { enqueueMail, fileMailbox } from './mail.ts';
import { cloudApiTransport, enqueueWhatsApp, logOutbox } from './whatsapp.ts';
import { startMessaging } from './index.ts';

let subject: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-messages-'));
  subject = await createTestApp({ env: { DATA_DIR: dataDir } });
  await startMessaging(subject.config, subject.jobs);
});
afterAll(async () => {
  await subject.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function eventually<T>(read: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the message outbox', () => {
  const mailbox = () => fileMailbox(path.join(dataDir, 'mail'), 'x');

  it('delivers a mail queued in a committed transaction', async () => {
    await subject.database.db.transaction(async (tx) => {
      await enqueueMail(subject.jobs, tx, {
        to: 'anna@example.dk',
        subject: 'Welcome',
        text: 'Hello Anna',
        idempotencyKey: 'welcome-anna',
      });
    });
    const mails = await eventually(
      () => mailbox().list(),
      (list) => list.length > 0,
    );
    expect(mails.map((mail) => mail.subject)).toEqual(['Welcome']);
  });

  it('sends nothing when the transaction rolls back', async () => {
    await expect(
      subject.database.db.transaction(async (tx) => {
        await enqueueMail(subject.jobs, tx, {
          to: 'ole@example.dk',
          subject: 'Never',
          text: 'x',
          idempotencyKey: 'never',
        });
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    const jobs = await subject.database.sql.query(
      "select count(*)::int as n from pgboss.job where data->>'idempotencyKey' = 'never'",
    );
    expect(jobs.rows[0]).toEqual({ n: 0 });
  });

  it('queues a delayed job in the transaction, with the delay in seconds', async () => {
    const id = await subject.database.db.transaction((tx) =>
      enqueue(subject.jobs, tx, queueNames.mail, { later: true }, { startAfter: 3600 }),
    );
    const { rows } = await subject.database.sql.query(
      "select start_after > now() + interval '50 minutes' as later from pgboss.job where id = $1",
      [id],
    );
    expect(rows[0]).toEqual({ later: true });
  });

  it('delivers a WhatsApp message to the log outbox', async () => {
    await subject.database.db.transaction(async (tx) => {
      await enqueueWhatsApp(subject.jobs, tx, {
        to: '+4520123456',
        templateId: 4,
        parameters: ['', 'ROWING', '2026'],
        idempotencyKey: 'membership-paid-1',
      });
    });
    const outbox = logOutbox(path.join(dataDir, 'whatsapp'));
    const sent = await eventually(
      () => outbox.list(),
      (list) => list.length > 0,
    );
    expect(sent[0]).toMatchObject({ templateId: 4, parameters: ['', 'ROWING', '2026'] });
  });

  it('refuses a malformed message before it is queued', async () => {
    await expect(
      subject.database.db.transaction((tx) =>
        enqueueMail(subject.jobs, tx, {
          to: 'not an email',
          subject: 's',
          text: 't',
          idempotencyKey: 'k',
        }),
      ),
    ).rejects.toThrow();
  });
});

describe('delivery adapters', () => {
  it('keeps one file per idempotency key, so a retried job sends nothing twice', async () => {
    const box = fileMailbox(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-box-')), 'x');
    const message = { to: 'a@b.dk', subject: 'Once', text: 't', idempotencyKey: 'same' };
    await box.deliver(message);
    await box.deliver(message);
    expect(await box.list()).toHaveLength(1);
  });

  it('sends a template message in the Cloud API shape', async () => {
    const received: { url?: string; auth?: string; body?: unknown } = {};
    const server = http.createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        received.url = request.url;
        received.auth = request.headers.authorization;
        received.body = JSON.parse(text);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await cloudApiTransport(
        { token: 'token-1', phoneNumberId: '555' },
        fetch,
        `http://127.0.0.1:${port}/v21.0`,
      ).deliver({
        to: '+4520123456',
        templateId: 1,
        parameters: ['ROWING', 'n-1', 'portal.dk'],
        language: 'en',
        idempotencyKey: 'k',
      });
    } finally {
      server.close();
    }
    expect(received.url).toBe('/v21.0/555/messages');
    expect(received.auth).toBe('Bearer token-1');
    expect(received.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '4520123456',
      type: 'template',
      template: {
        name: 'member_portal_1',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'ROWING' },
              { type: 'text', text: 'n-1' },
              { type: 'text', text: 'portal.dk' },
            ],
          },
        ],
      },
    });
  });

  it('fails a delivery the Cloud API refuses, so the job is retried', async () => {
    const refuse = (() => Promise.resolve(new Response('{}', { status: 500 }))) as typeof fetch;
    await expect(
      cloudApiTransport({ token: 't', phoneNumberId: '1' }, refuse).deliver({
        to: '+4520123456',
        templateId: 4,
        parameters: [],
        language: 'da',
        idempotencyKey: 'k',
      }),
    ).rejects.toThrow('500');
  });
});
