import type { FastifyInstance } from 'fastify';
import type { FileMailbox, StoredMail } from '#src/lib/messages/mail.ts';
import { sendProblem } from '#src/lib/problem.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function renderMail(mail: StoredMail): string {
  return `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(new Date(mail.sentAt).toUTCString())}</p>
  <pre>${linkify(mail.text)}</pre>
</article>`;
}

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/**
 * Without an SMTP server, mail is kept in DATA_DIR/mail and shown here, so a person trying the
 * product can follow a password-reset link. Only from the machine itself: these mails hold
 * links that sign in. The socket's own address decides, never a forwarded one; and behind a
 * reverse proxy (TRUST_PROXY set) every request arrives from the proxy's address, which may well
 * be loopback, so the mailbox is not registered at all then (see app.ts).
 */
export function registerDevMailbox(app: FastifyInstance, mailbox: FileMailbox): void {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) {
      return sendProblem(reply, request, 404, `Page not found: /dev/mailbox`, {
        code: 'NOT_FOUND',
      });
    }
    const mails = await mailbox.list();
    const body = mails.length > 0 ? mails.map(renderMail).join('\n') : '<p>No mail yet.</p>';
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8')
      .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
article{border:1px solid #dee2e6;border-radius:8px;padding:1rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0}.meta{color:#495057;font-size:.875rem}
pre{white-space:pre-wrap;font-family:inherit}
</style></head>
<body><main><h1>Development mailbox</h1>
<p>Mail the portal sent while no SMTP server is configured (newest first).</p>
${body}
</main></body></html>`);
  });
}
