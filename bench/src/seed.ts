// Rows the bench writes straight to the database, for what clubs set up outside the portal's API.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The embedded database's directory, or a PostgreSQL database. */
export type SeedTarget = { dataDir: string } | { databaseUrl: string };

/**
 * One statement, run while the server is stopped: the embedded database admits one process at a
 * time.
 */
export async function seedQuery<T>(
  target: SeedTarget,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  if ('databaseUrl' in target) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create({ dataDir: target.dataDir });
  try {
    return (await db.query<T>(text, values)).rows;
  } finally {
    await db.close();
  }
}
