import path from 'node:path';
import type { Config } from '#src/config.ts';
import { lockDataDir } from '#src/lib/data-dir-lock.ts';
import { type DatabaseHandle, openEmbeddedDatabase, openPostgresDatabase } from './client.ts';

/** Opens (and migrates) the configured database; the embedded one is locked to this process. */
export async function openDatabase(
  config: Config,
): Promise<{ database: DatabaseHandle; release: () => void }> {
  if (config.databaseUrl) {
    return { database: await openPostgresDatabase(config.databaseUrl), release: () => undefined };
  }
  const dir = path.join(config.dataDir, 'db');
  const release = lockDataDir(config.dataDir);
  try {
    return { database: await openEmbeddedDatabase({ dataDir: dir }), release };
  } catch (error) {
    release();
    throw error;
  }
}
