import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport } from './mail.ts';

// The SMTP delivery as production uses it (nodemailer), against a real SMTP server on loopback:
// what arrives is the raw message a mail server would store.

const received: { from: string; to: string[]; raw: string }[] = [];
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('mail over SMTP', () => {
  it('delivers the text, the HTML and the attachments, with the idempotency key as Message-ID', async () => {
    const transport = smtpTransport(
      `smtp://127.0.0.1:${port}`,
      'Aarhus Roklub <noreply@roklub.dk>',
    );
    await transport.deliver(
      {
        to: 'anna@example.dk',
        subject: 'Medlemskab bekræftet',
        text: 'Tak for din betaling.',
        html: '<p>Tak for din betaling.</p>',
        idempotencyKey: 'membership-payment-42-mail-6',
      },
      [
        {
          filename: 'kvittering.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('%PDF-1.7'),
        },
      ],
    );
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('noreply@roklub.dk');
    expect(mail?.to).toEqual(['anna@example.dk']);
    expect(mail?.raw).toContain('Message-ID: <membership-payment-42-mail-6@member-portal>');
    expect(mail?.raw).toMatch(/Subject: =\?UTF-8\?Q\?Medlemskab_bekr=C3=A6ftet\?=/);
    expect(mail?.raw).toContain('Content-Type: text/html');
    expect(mail?.raw).toContain('filename=kvittering.pdf');
    expect(mail?.raw).toContain(Buffer.from('%PDF-1.7').toString('base64'));
  });
});
