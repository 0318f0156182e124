import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { inject } from 'vitest';
import { type Config, loadConfig } from '#src/config.ts';
import type { DatabaseHandle } from '#src/db/client.ts';
import { type ServerProcess, startMailSink, startServerProcess } from './behind-nginx-kit.ts';
import { createTestDatabase } from './database.ts';
import { databaseUrlFor } from './global-setup.ts';
import { type Answer, HttpsClient } from './https-client.ts';
import { freePort, type NginxSite, startNginx } from './nginx.ts';

/**
 * The README's production installation in a temporary folder: nginx with deploy/nginx.conf in
 * front of two compiled servers on loopback ports, over one PostgreSQL database (a copy of the
 * test template), with a mail server of the test's own.
 */
export interface NginxInstallation {
  site: NginxSite;
  database: DatabaseHandle;
  /** What the servers run with, for writing to their database as they would. */
  config: Config;
  servers: [ServerProcess, ServerProcess];
  /** The Message-ID of every mail the servers delivered, once per delivery. */
  mailed: string[];
  /** A client at its own loopback address (127.0.0.x): nginx counts that as its address. */
  clientAt(localAddress: string, maxSockets?: number): HttpsClient;
  /** The port of the server that answered, from nginx's log. */
  served(answer: Answer): Promise<number | undefined>;
  stop(): Promise<void>;
}

/** The web app's hashed files, which nginx sends itself from the checkout's web/dist/assets. */
export const testAsset = 'index-Ab12Cd34.js';

function fakeCheckout(dir: string): void {
  fs.mkdirSync(path.join(dir, 'web/dist/assets'), { recursive: true });
  const asset = 'console.log("the member portal");\n'.repeat(40);
  fs.writeFileSync(path.join(dir, 'web/dist/assets', testAsset), asset);
  fs.writeFileSync(path.join(dir, 'web/dist/assets', `${testAsset}.gz`), gzipSync(asset));
}

export async function installBehindNginx(program: string): Promise<NginxInstallation> {
  const template = inject('databaseTemplate');
  if (template.kind !== 'postgres') {
    throw new Error('two servers share one PostgreSQL here: run it with DATABASE_URL set');
  }
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
  const running: { stop(): Promise<void> }[] = [];
  const clients: HttpsClient[] = [];
  const stop = async () => {
    for (const client of clients) client.close();
    for (const piece of running.reverse()) await piece.stop().catch(() => undefined);
    fs.rmSync(scratch, { recursive: true, force: true });
  };
  try {
    const database = await createTestDatabase();
    running.push({ stop: () => database.close() });
    const { rows } = await database.sql.query('select current_database() as name');
    const databaseUrl = databaseUrlFor(template.serverUrl, String(rows[0]?.name));
    const mail = await startMailSink();
    running.push({ stop: () => mail.close() });
    const checkout = path.join(scratch, 'checkout');
    fakeCheckout(checkout);
    const upstreamPorts = [await freePort(), await freePort()] as const;
    const site = await startNginx({ program, scratch, checkout, upstreamPorts });
    running.push(site);
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PUBLIC_URL: site.origin,
      TRUST_PROXY: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      // One folder for both, as the systemd unit gives its instances (uploads, the outboxes).
      DATA_DIR: path.join(scratch, 'data'),
      SECRETS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      SMTP_URL: mail.url,
      SEED_DEMO_DATA: 'true',
      // Two cores run the burst, nginx and the test: what is tested is counting, not shedding.
      MAX_EVENT_LOOP_DELAY_MS: '0',
    };
    const compiled = inject('compiledServer');
    const started = await Promise.allSettled(
      upstreamPorts.map((port) => startServerProcess(compiled, port, env)),
    );
    for (const result of started) if (result.status === 'fulfilled') running.push(result.value);
    const servers = started.map((result) => {
      if (result.status === 'rejected') throw result.reason;
      return result.value;
    }) as [ServerProcess, ServerProcess];
    return {
      site,
      database,
      config: loadConfig({ PUBLIC_URL: site.origin, DATABASE_URL: databaseUrl }),
      servers,
      mailed: mail.messageIds,
      clientAt(localAddress, maxSockets) {
        const client = new HttpsClient(site.origin, site.certificate, { localAddress, maxSockets });
        clients.push(client);
        return client;
      },
      served: (answer) => site.upstreamOf(answer.requestId),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
