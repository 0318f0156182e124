// One phone at the door: its own sign-in and its own keep-alive connections, as four phones on the
// venue's network would be four clients to the server, not one shared pool.
import http from 'node:http';
import { signInOverHttp } from './sign-in.ts';

export interface Answer<T> {
  status: number;
  body: T;
  /** From a 503: the server shed the request under load and asks for it again later. */
  retryAfterSeconds?: number;
}

/** A request shed this many times in a row is an error, not load. */
const maxSheds = 5;

export class DoorDevice {
  readonly #agent = new http.Agent({ keepAlive: true });

  private constructor(
    private readonly origin: string,
    private readonly accessToken: string,
  ) {}

  /** Signs in through the code flow with PKCE, as the web app on the phone does. */
  static async signIn(origin: string, email: string, password: string): Promise<DoorDevice> {
    const { accessToken } = await signInOverHttp(origin, email, password);
    return new DoorDevice(origin, accessToken);
  }

  call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer<T>> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const request = http.request(
        new URL(path, this.origin),
        {
          method,
          agent: this.#agent,
          timeout: 10_000,
          headers: {
            authorization: `Bearer ${this.accessToken}`,
            orgKey: 'ALL',
            ...(payload === undefined
              ? {}
              : {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(payload),
                }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const status = response.statusCode ?? 0;
            try {
              const retryAfter = Number(response.headers['retry-after'] ?? Number.NaN);
              resolve({
                status,
                body: JSON.parse(text) as T,
                ...(Number.isNaN(retryAfter) ? {} : { retryAfterSeconds: retryAfter }),
              });
            } catch {
              reject(new Error(`${method} ${path} answered ${String(status)}: ${text}`));
            }
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error(`${method} ${path} timed out`)));
      request.on('error', reject);
      request.end(payload);
    });
  }

  /**
   * As the door app's queue does, a request the server shed under load (503) is sent again
   * unchanged, the scans with their nonces, once the server's Retry-After has passed.
   */
  async callUntilAccepted<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<Answer<T> & { shed: number }> {
    for (let shed = 0; ; shed++) {
      const answer = await this.call<T>(method, path, body);
      if (answer.status !== 503 || shed === maxSheds) return { ...answer, shed };
      const waitMs = (answer.retryAfterSeconds ?? 1) * 1000;
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }

  close(): void {
    this.#agent.destroy();
  }
}
