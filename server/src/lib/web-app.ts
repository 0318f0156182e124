import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendProblem } from './problem.ts';

const hashedAsset = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.\w+$/;

/**
 * Serves the built single-page app under /ui/: hashed assets cached for a year, index.html never
 * cached (so a new build is picked up), and index.html for every deep link.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/ui/'));
  app.get('/ui', { schema: { hide: true } }, (_request, reply) => reply.redirect('/ui/'));
  // Browsers ask for /favicon.ico on every page that names none (the sign-in pages, the API docs).
  app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
    reply.redirect('/ui/icons/favicon.svg', 301),
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

  await app.register(fastifyStatic, {
    root: webRoot,
    prefix: '/ui/',
    index: false,
    wildcard: false,
    // The build writes .br and .gz twins; sending them saves compressing on every request.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        hashedAsset.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  app.get('/ui/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.get('/ui/*', { schema: { hide: true } }, (request, reply) => {
    const wanted = (request.params as { '*': string })['*'];
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
    return sendIndex(reply);
  });
}
