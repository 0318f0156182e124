import path from 'node:path';
import type { Config } from '#src/config.ts';
import { lockDataDir } from '#src/lib/data-dir-lock.ts';
import type { DatabaseHandle } from './client.ts';
import { createEmbeddedClient } from './pglite-options.ts';

/**
 * Opens (and migrates) the configured database. The embedded one is locked to this process, which
 * meanwhile answers `npm run backup` with consistent dumps of it (backup/database-dumps.ts).
 */
export async function openDatabase(
  config: Config,
): Promise<{ database: DatabaseHandle; release: () => void }> {
  if (config.databaseUrl) {
    const { openPostgresDatabase } = await import('./client.ts');
    return { database: await openPostgresDatabase(config.databaseUrl), release: () => undefined };
  }
  const releaseLock = lockDataDir(config.dataDir);
  // Opening the embedded database is mostly waiting (for its files, for its WebAssembly to
  // compile): it begins before the code that works with it (drizzle, the schema) is loaded.
  const opening = createEmbeddedClient(path.join(config.dataDir, 'db'));
  try {
    const [opened, { openEmbeddedDatabase }, { dumpDatabase, serveDatabaseDumps }] =
      await Promise.all([opening, import('./client.ts'), import('./backup/database-dumps.ts')]);
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
    await opening.then((client) => client.close()).catch(() => undefined);
    releaseLock();
    throw error;
  }
}
