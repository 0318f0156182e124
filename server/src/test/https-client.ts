import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The X-Request-Id the answer carries: the id nginx gave the request. */
  requestId: string;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
}

/**
 * A client of `https://localhost:<port>` that trusts the test's own certificate and connects from
 * a loopback address of its choice (127.0.0.x): nginx sees that as the client's address, so each
 * client counts against the per-address limits on its own, as people at different addresses do.
 * Connections are kept open and reused, at most `maxSockets` at once, as a browser does.
 */
export class HttpsClient {
  readonly #agent: https.Agent;
  readonly #port: number;

  constructor(
    origin: string,
    certificate: string,
    options: { localAddress?: string; maxSockets?: number } = {},
  ) {
    this.#port = Number(new URL(origin).port);
    this.#agent = new https.Agent({
      keepAlive: true,
      maxSockets: options.maxSockets ?? 8,
      ca: certificate,
      localAddress: options.localAddress,
      servername: 'localhost',
    });
  }

  request(method: string, url: string, options: RequestOptions = {}): Promise<Answer> {
    const target = new URL(url, `https://localhost:${this.#port}`);
    const body =
      options.json !== undefined
        ? JSON.stringify(options.json)
        : options.form
          ? new URLSearchParams(options.form).toString()
          : undefined;
    const headers: Record<string, string> = {
      host: `localhost:${this.#port}`,
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...options.headers,
    };
    return new Promise((resolve, reject) => {
      const request = https.request(
        {
          agent: this.#agent,
          host: '127.0.0.1',
          port: this.#port,
          servername: 'localhost',
          method,
          path: `${target.pathname}${target.search}`,
          headers,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString('utf8'),
              requestId: String(response.headers['x-request-id'] ?? ''),
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  get(url: string, options?: RequestOptions) {
    return this.request('GET', url, options);
  }

  post(url: string, options?: RequestOptions) {
    return this.request('POST', url, options);
  }

  close(): void {
    this.#agent.destroy();
  }
}
