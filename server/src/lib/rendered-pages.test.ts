import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { pageDataMark, pageMarkupMark } from '@portal/contracts/rendered-page';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestApp, type TestApp } from '#src/test/app.ts';
import { publicConfig } from '../public-config.ts';
import { PageRenderer } from './rendered-pages.ts';

// Issue 19: a public page rendered per request with its data, into the build's template. The
// renderer here has the build's renderer's interface (`web/src/prerender/render-page.tsx`, tested
// in the web app with the app's components); it draws the names it was given.

let subject: TestApp;
let webRoot: string;
let renderRoot: string;
let offers: { name: string }[] = [];
let offersStatus = 200;
/** How the page's calls reached the server. */
const calls: { method: string; authorization?: string; cookie?: string }[] = [];

const bootScript = 'document.documentElement.dataset.booted = "yes";';
const hashSource = `'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`;
const template = (language: string) =>
  `<!doctype html><html lang="${language}"><script>${bootScript}</script><div id="root" data-app="on-intent">${pageMarkupMark}</div>${pageDataMark}</html>`;

const renderer = `
export async function loadPageData({ path, fetch, config }) {
  globalThis.configGiven = config;
  const response = await fetch('/test/offers');
  if (!response.ok) throw new Error('/test/offers answered ' + response.status);
  const offers = await response.json();
  return {
    config,
    queries: [{ queryKey: ['offers', path], data: offers }],
    crumbs: [[path, 'The offers']],
  };
}
export async function renderPageWithData({ language, data }) {
  globalThis.pagesDrawn = (globalThis.pagesDrawn ?? 0) + 1;
  return '<main>' + language + ': ' + data.queries[0].data.map((offer) => offer.name).join(', ') + '</main>';
}
`;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  renderRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-render-'));
  for (const [name, text] of [
    ['membership-list.html', 'prerendered without data, da'],
    ['membership-list.en.html', 'prerendered without data, en'],
    ['shell.html', 'shell'],
    ['index.html', 'index'],
  ]) {
    fs.writeFileSync(path.join(webRoot, name ?? ''), `<!doctype html><p>${text ?? ''}</p>`);
  }
  fs.writeFileSync(
    path.join(webRoot, 'pages.json'),
    JSON.stringify({
      pages: [{ file: 'membership-list', serves: '^/ui/membership-list$', withData: true }],
      fallback: 'shell',
    }),
  );
  fs.writeFileSync(path.join(renderRoot, 'render-page.js'), renderer);
  fs.writeFileSync(path.join(renderRoot, 'membership-list.html'), template('da'));
  fs.writeFileSync(path.join(renderRoot, 'membership-list.en.html'), template('en'));
  subject = await createTestApp({
    webRoot,
    renderRoot,
    extend: (app) => {
      app.get('/test/offers', (request, reply) => {
        const { authorization, cookie } = request.headers;
        calls.push({ method: request.method, authorization, cookie });
        return reply.code(offersStatus).send(offers);
      });
      return Promise.resolve();
    },
  });
});
afterAll(async () => {
  await subject.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
  fs.rmSync(renderRoot, { recursive: true, force: true });
});
beforeEach(() => {
  offers = [{ name: 'Aarhus Roklub' }];
  offersStatus = 200;
});

const get = (url: string, headers: Record<string, string> = {}) =>
  subject.app.inject({ url, headers });
const pagesDrawn = () => (globalThis as { pagesDrawn?: number }).pagesDrawn ?? 0;

describe('a public page rendered with its data', () => {
  it('holds the markup and the data in the visitor’s language, its scripts allowed', async () => {
    const response = await get('/ui/membership-list', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain(
      '<div id="root" data-app="on-intent"><main>en: Aarhus Roklub</main></div>',
    );
    const data = /<script type="application\/json" id="portal-page-data">(.*?)<\/script>/.exec(
      response.body,
    )?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual({
      queries: [{ queryKey: ['offers', '/membership-list'], data: offers }],
      crumbs: [['/membership-list', 'The offers']],
    });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('accept-language, cookie, accept-encoding');
    expect(String(response.headers['content-security-policy'])).toContain(hashSource);
    expect((await get('/ui/membership-list')).body).toContain('<main>da: Aarhus Roklub</main>');
  });

  it('is sent compressed to a browser that takes it so', async () => {
    const plain = (await get('/ui/membership-list')).body;
    const brotli = await get('/ui/membership-list', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);
    const gzip = await get('/ui/membership-list', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it('cannot be broken out of by the club’s texts', async () => {
    offers = [{ name: '</script><script>alert(1)</script>\u2028' }];
    const { body } = await get('/ui/membership-list');
    const data = /<script type="application\/json" id="portal-page-data">(.*?)<\/script>/.exec(
      body,
    )?.[1];
    expect(data).not.toContain('<');
    expect(data).not.toContain('\u2028');
    const carried = JSON.parse(data ?? '{}') as { queries: { data: unknown }[] };
    expect(carried.queries[0]?.data).toEqual(offers);
  });

  it('is drawn again only when what it shows has changed', async () => {
    await get('/ui/membership-list');
    const before = pagesDrawn();
    await get('/ui/membership-list');
    expect(pagesDrawn()).toBe(before);
    offers = [{ name: 'Skakklubben København' }];
    expect((await get('/ui/membership-list')).body).toContain('da: Skakklubben København');
    expect(pagesDrawn()).toBe(before + 1);
  });

  it('falls back to the page prerendered without data when its data cannot be had', async () => {
    offersStatus = 503;
    const response = await get('/ui/membership-list', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('prerendered without data, en');
  });

  it('answers the page’s calls read-only and without the visitor’s credentials', async () => {
    calls.length = 0;
    await get('/ui/membership-list', { authorization: 'Bearer secret', cookie: 'sid=secret' });
    expect(calls).toEqual([{ method: 'GET', authorization: undefined, cookie: undefined }]);
  });

  it('is given up for the page without its data when drawing it takes too long', async () => {
    const slow = Fastify();
    slow.get('/test/offers', async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      return offers;
    });
    const renderer = new PageRenderer(slow, renderRoot, {}, 100);
    await expect(renderer.render('membership-list', '/membership-list', 'en')).rejects.toThrow(
      /not drawn within 100 ms/,
    );
    // Given the time, the same page is drawn.
    const page = await new PageRenderer(slow, renderRoot, {}, 2000).render(
      'membership-list',
      '/membership-list',
      'en',
    );
    expect(page.html.toString()).toContain('<main>en: Aarhus Roklub</main>');
    await slow.close();
  });

  it('is drawn with the server’s public configuration, handed over rather than asked for', async () => {
    await get('/ui/membership-list');
    expect((globalThis as { configGiven?: unknown }).configGiven).toEqual(
      publicConfig(subject.app.deps.config),
    );
  });
});
