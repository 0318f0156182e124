import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#src/test/app.ts';

// Issue 19: each page's prerendered HTML in the visitor's language, its inline scripts allowed by
// their hashes in the CSP, also when the service worker fetches a page file to keep.
let subject: TestApp;
let webRoot: string;
const bootScript = 'document.documentElement.dataset.booted = "yes";';
const page = (name: string) =>
  `<!doctype html><title>${name}</title><script>${bootScript}</script>`;
const hashSource = `'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  for (const name of ['index', 'membership-list', 'shell']) {
    fs.writeFileSync(path.join(webRoot, `${name}.html`), page(`${name} da`));
    fs.writeFileSync(path.join(webRoot, `${name}.en.html`), page(`${name} en`));
  }
  fs.writeFileSync(path.join(webRoot, 'shell.html.br'), zlib.brotliCompressSync(page('shell da')));
  fs.writeFileSync(
    path.join(webRoot, 'pages.json'),
    JSON.stringify({
      pages: [
        { file: 'index', serves: '^/ui/(index)?$' },
        { file: 'membership-list', serves: '^/ui/membership-list$' },
      ],
      fallback: 'shell',
    }),
  );
  subject = await createTestApp({ webRoot });
});
afterAll(async () => {
  await subject.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  subject.app.inject({ url, headers });

describe('prerendered pages', () => {
  it('sends each path its page, the shell for the others', async () => {
    expect((await get('/ui/')).body).toContain('<title>index da</title>');
    expect((await get('/ui/membership-list')).body).toContain('<title>membership-list da</title>');
    expect((await get('/ui/tickets')).body).toContain('<title>shell da</title>');
    expect((await get('/ui/ROWING/events/1/register')).body).toContain('<title>shell da</title>');
  });

  it('in the member’s chosen language, else the browser’s, else Danish', async () => {
    const english = { 'accept-language': 'en-GB,en;q=0.9' };
    expect((await get('/ui/membership-list', english)).body).toContain('membership-list en');
    const chosen = { ...english, cookie: 'portal.language=da' };
    expect((await get('/ui/membership-list', chosen)).body).toContain('membership-list da');
    expect((await get('/ui/', { 'accept-language': 'nb-NO' })).body).toContain('index da');
    const response = await get('/ui/tickets', english);
    expect(response.headers.vary).toContain('accept-language');
    expect(response.headers.vary).toContain('cookie');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('allows exactly the pages’ inline scripts, by their hashes', async () => {
    for (const [url, headers] of [
      ['/ui/membership-list', {}],
      ['/ui/shell.html', { 'accept-encoding': 'br' }],
    ] as const) {
      const policy = String((await get(url, headers)).headers['content-security-policy']);
      expect(policy, url).toMatch(
        new RegExp(`script-src 'self' ${hashSource.replace(/[+/]/g, '\\$&')}`),
      );
      expect(/script-src [^;]*/.exec(policy)?.[0]).not.toContain('unsafe-inline');
    }
    // Anything else keeps the plain policy.
    expect(String((await get('/healthz')).headers['content-security-policy'])).not.toContain(
      'sha256',
    );
  });
});
