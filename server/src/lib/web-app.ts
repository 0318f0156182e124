import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptedLanguages,
  cookieValue,
  detectPageLanguage,
  languageCookie,
} from '@portal/contracts/page-language';
import { sendProblem } from './problem.ts';
import { publicConfig } from '../public-config.ts';
import { PageRenderer, type RenderedPage } from './rendered-pages.ts';

const hashedAsset = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.\w+$/;

/** Which prerendered page the build wrote for which paths (`pages.json`, issue 19). */
interface PrerenderedPages {
  /** `withData`: rendered per request with its data, when the build's renderer is there. */
  pages: { file: string; serves: RegExp; withData: boolean }[];
  fallback: string;
}

function readPrerenderedPages(webRoot: string): PrerenderedPages | null {
  const file = path.join(webRoot, 'pages.json');
  if (!fs.existsSync(file)) return null;
  const read = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    pages: { file: string; serves: string; withData?: boolean }[];
    fallback: string;
  };
  return {
    pages: read.pages.map((page) => ({
      file: page.file,
      serves: new RegExp(page.serves),
      withData: page.withData === true,
    })),
    fallback: read.fallback,
  };
}

/**
 * The CSP sources of the pages' inline scripts (the prerendered pages' first scripts): each allowed
 * by its hash, read from the built files themselves so they cannot disagree.
 */
function inlineScriptSources(folders: string[]): string[] {
  const sources = new Set<string>();
  const pages = folders.flatMap((folder) =>
    fs
      .readdirSync(folder)
      .filter((entry) => entry.endsWith('.html'))
      .map((entry) => path.join(folder, entry)),
  );
  for (const page of pages) {
    const html = fs.readFileSync(page, 'utf8');
    for (const match of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      const digest = createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64');
      sources.add(`'sha256-${digest}'`);
    }
  }
  return [...sources];
}

/**
 * Serves the built single-page app under /ui/: hashed assets cached for a year, pages never
 * cached (so a new build is picked up). A deep link gets the page prerendered for it, in the
 * visitor's language (the app's cookie, else Accept-Language), or the shell every other page
 * paints first; a build without prerendered pages, index.html.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  /** The build's renderer and its templates (`web/dist-server`); without it, no page is rendered. */
  renderRoot?: string,
): Promise<void> {
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/ui/'));
  app.get('/ui', { schema: { hide: true } }, (_request, reply) => reply.redirect('/ui/'));
  // Browsers ask for /favicon.ico on every page that names none (the sign-in pages, the API docs).
  app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
    reply.redirect('/ui/icons/favicon-48.png', 301),
  );

  const indexPath = path.join(webRoot, 'index.html');
  if (!fs.existsSync(indexPath)) {
    app.get('/ui/*', { schema: { hide: true } }, (request, reply) =>
      sendProblem(reply, request, 503, 'The web app is not built: run `npm run build`.', {
        code: 'UNAVAILABLE',
      }),
    );
    return;
  }

  const renderer = PageRenderer.available(renderRoot)
    ? new PageRenderer(
        app,
        renderRoot,
        publicConfig(app.deps.config),
        app.deps.config.pageRenderTimeoutMs,
      )
    : null;
  // The templates of the pages rendered per request hold the same scripts as the built pages.
  const pageFolders = renderer && renderRoot ? [webRoot, renderRoot] : [webRoot];
  // The build's folder is listed and its pages' scripts hashed on the first request for the app,
  // so a start waits for neither.
  let scriptSources: string[] | undefined;
  /** A page's CSP allows its inline scripts, also when the service worker fetches it to keep. */
  const allowInlineScripts = (reply: FastifyReply) => {
    const policy = reply.getHeader('content-security-policy');
    scriptSources ??= inlineScriptSources(pageFolders);
    if (typeof policy !== 'string' || scriptSources.length === 0) return;
    reply.header(
      'content-security-policy',
      policy.replace(/script-src ([^;]*)/, `script-src $1 ${scriptSources.join(' ')}`),
    );
  };

  // The build's files are served by the one `/ui/*` route below: a route per file (the plugin's
  // `wildcard: false`) made about 1,500 routes, a third of a second of every start.
  let files: Set<string> | undefined;
  const builtFiles = () =>
    (files ??= new Set(
      fs
        .readdirSync(webRoot, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(webRoot, path.join(entry.parentPath, entry.name))),
    ));
  await app.register(fastifyStatic, {
    root: webRoot,
    serve: false,
    index: false,
    // The build writes .br and .gz twins; sending them saves compressing on every request.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // A twin sent pre-compressed is named by its file (`index-AbCd1234.js.br`).
      const file = filePath.replace(/\.(br|gz)$/, '');
      if (file.endsWith('.html')) allowInlineScripts(reply);
      reply.header(
        'cache-control',
        hashedAsset.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const prerendered = readPrerenderedPages(webRoot);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const page = prerendered?.pages.find(({ serves }) => serves.test(pathname));
    const file = page?.file ?? prerendered?.fallback ?? 'index';
    const language = detectPageLanguage(
      cookieValue(request.headers.cookie, languageCookie),
      acceptedLanguages(request.headers['accept-language']),
    );
    reply.header('cache-control', 'no-cache').header('vary', 'accept-language, cookie');
    if (page?.withData && renderer) {
      try {
        const rendered = await renderer.render(file, pathname.slice('/ui'.length), language);
        return await sendRendered(request, reply, rendered);
      } catch (error) {
        // The page prerendered without its data still works: the app asks for the data itself.
        request.log.warn({ err: error }, `${pathname} not rendered with its data`);
      }
    }
    const english = `${file}.en.html`;
    return reply
      .type('text/html')
      .sendFile(language === 'en' && builtFiles().has(english) ? english : `${file}.html`);
  };
  const sendRendered = (request: FastifyRequest, reply: FastifyReply, page: RenderedPage) => {
    allowInlineScripts(reply);
    reply
      .header('vary', 'accept-language, cookie, accept-encoding')
      .type('text/html; charset=utf-8');
    const accepted = request.headers['accept-encoding'] ?? '';
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.html);
  };
  app.get('/ui/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
  app.get('/ui/*', { schema: { hide: true } }, (request, reply) => {
    const wanted = (request.params as { '*': string })['*'];
    if (builtFiles().has(wanted)) return reply.sendFile(wanted);
    // A missing asset is a 404, not the app: a stale chunk must fail loudly so the app reloads.
    if (wanted.startsWith('assets/') || path.extname(wanted) !== '') {
      return sendProblem(
        reply,
        request,
        404,
        `Page not found: ${request.url.split('?')[0] ?? ''}`,
        {
          code: 'NOT_FOUND',
        },
      );
    }
    return sendIndex(request, reply);
  });
}
