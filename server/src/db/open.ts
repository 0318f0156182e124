import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Config } from '#src/config.ts';
import { lockDataDir } from '#src/lib/data-dir-lock.ts';
import { dumpDatabase, serveDatabaseDumps } from './backup/database-dumps.ts';
import {
  createEmbeddedClient,
  type DatabaseHandle,
  openEmbeddedDatabase,
  openPostgresDatabase,
} from './client.ts';

/**
 * Opens (and migrates) the configured database. The embedded one is locked to this process, which
 * meanwhile answers `npm run backup` with consistent dumps of it (backup/database-dumps.ts).
 */
export async function openDatabase(
  config: Config,
): Promise<{ database: DatabaseHandle; release: () => void }> {
  if (config.databaseUrl) {
    return { database: await openPostgresDatabase(config.databaseUrl), release: () => undefined };
  }
  const releaseLock = lockDataDir(config.dataDir);
  let client: PGlite | undefined;
  try {
    const opened = await createEmbeddedClient(path.join(config.dataDir, 'db'));
    client = opened;
    const database = await openEmbeddedDatabase({ instance: opened });
    const stopDumps = serveDatabaseDumps(config.dataDir, () => dumpDatabase(opened));
    return {
      database,
      release: () => {
        stopDumps();
        releaseLock();
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    releaseLock();
    throw error;
  }
}
