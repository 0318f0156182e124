import pg from 'pg';

/**
 * LISTEN needs a connection of its own for as long as it listens: one client for every channel,
 * connected on the first `listen` and again after a connection is lost.
 */
export class PostgresListeners {
  readonly #handlers = new Map<string, Set<(payload: string) => void>>();
  #client: Promise<pg.Client> | undefined;
  #closed = false;

  constructor(private readonly connectionString: string) {}

  async add(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
    const handlers = this.#handlers.get(channel) ?? new Set();
    this.#handlers.set(channel, handlers);
    handlers.add(onMessage);
    const client = await this.#connected();
    if (handlers.size === 1) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    return async () => {
      handlers.delete(onMessage);
      if (handlers.size > 0 || this.#closed) return;
      this.#handlers.delete(channel);
      await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    const client = await this.#client?.catch(() => undefined);
    await client?.end().catch(() => undefined);
  }

  #connected(): Promise<pg.Client> {
    this.#client ??= this.#connect();
    return this.#client;
  }

  async #connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      for (const handler of this.#handlers.get(message.channel) ?? [])
        handler(message.payload ?? '');
    });
    client.on('error', () => {
      // The connection is gone: listen again on a new one, unless the database is being closed.
      this.#client = undefined;
      this.#relistenSoon();
    });
    await client.connect();
    return client;
  }

  async #relisten(): Promise<void> {
    if (this.#closed || this.#client) return;
    try {
      const client = await this.#connected();
      for (const channel of this.#handlers.keys()) {
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      }
    } catch {
      this.#client = undefined;
      this.#relistenSoon();
    }
  }

  #relistenSoon(): void {
    if (!this.#closed) setTimeout(() => void this.#relisten(), 1000).unref();
  }
}
