import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The web pages' baseline, as the bare Fastify server is the requests': a page of a heading and a
 * paragraph, with no script and no stylesheet. What Lighthouse's model gives it is what the
 * machine alone costs a page: its blocking time is the floor under every page's, which no change
 * of the app can lower.
 */
const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="The bench's bare page." />
    <title>Memberships</title>
  </head>
  <body>
    <main>
      <h1>Memberships</h1>
      <p>A page of one paragraph, with no script and no stylesheet.</p>
    </main>
  </body>
</html>
`;

export interface BarePage {
  url: string;
  close: () => Promise<void>;
}

/**
 * The headers a page of the portal is sent with that say how the browser is to hold it: the
 * security headers. `Cross-Origin-Opener-Policy` among them has the browser load the page in a
 * new process, which Lighthouse's model counts (`docs/performance.md`); the bare page sent with
 * them is the floor under the portal's pages.
 */
export async function portalPageHeaders(pageUrl: string): Promise<Record<string, string>> {
  const response = await fetch(pageUrl);
  await response.body?.cancel();
  if (!response.ok) throw new Error(`${pageUrl} answered ${String(response.status)}`);
  const aboutTheBody =
    /^(content-(type|length|encoding)|date|connection|keep-alive|transfer-encoding|etag|last-modified|cache-control|vary|set-cookie)$/;
  return Object.fromEntries([...response.headers].filter(([name]) => !aboutTheBody.test(name)));
}

/** Serves the bare page on loopback until closed, with the given headers beside its type. */
export async function serveBarePage(headers: Record<string, string> = {}): Promise<BarePage> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
