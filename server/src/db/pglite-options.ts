import { PGlite } from '@electric-sql/pglite';

/**
 * How the embedded database is opened, apart from its directory; the bench opens a bare PGlite
 * with these too. PostgreSQL's default 128 MB of shared buffers live in PGlite's WebAssembly
 * memory and were most of an idle server's memory; 32 MB hold a club's working set many times
 * over, and a page not in them is read from the operating system's file cache.
 */
export const embeddedDatabaseOptions = {
  relaxedDurability: true,
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
};

/**
 * The embedded database in a directory of its own, created there on first use. Here rather than
 * beside the rest of the database code, so a start can begin opening it before loading that code.
 */
export function createEmbeddedClient(dataDir: string): Promise<PGlite> {
  return PGlite.create({ dataDir, ...embeddedDatabaseOptions });
}
