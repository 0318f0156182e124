import { z } from 'zod';
import type { Config } from '#src/config.ts';

/**
 * A backup of the embedded database's data directory, as one .tar.gz:
 *
 * - `manifest.json`: what this is and which secrets key the organisations' gateway keys need;
 * - `database.tar`: the database (PGlite's own dump of its directory, taken between transactions);
 * - `secrets-encryption.key`: the key file, when the server made one (no SECRETS_ENCRYPTION_KEY);
 * - `uploads/...`: profile images and organisation logos.
 *
 * Left out: the server's lock and socket, and the development mail and WhatsApp outboxes.
 */
export const format = 'member-portal-backup';
export const formatVersion = 1;

const manifestSchema = z.object({
  format: z.literal(format),
  version: z.literal(formatVersion),
  createdAt: z.string(),
  database: z.literal('embedded'),
  /** The PostgreSQL major version of the dump: a PGlite of another major cannot open it. */
  postgresVersion: z.string(),
  /** Which key opens the sealed gateway keys: the key file in the backup, or one in the environment. */
  secretsKey: z.object({ from: z.enum(['file', 'environment']), id: z.string() }).nullable(),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** A problem the operator can act on; the commands print it without a stack. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export type BackupConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 'secretsKey'>;

export const postgresMessage =
  'DATABASE_URL is set: the database is PostgreSQL, backed up with pg_dump (README, "Backups").';

export function parseManifest(name: string, body: Buffer): Manifest {
  const notOurs = new BackupError('This is not a backup made by `npm run backup`.');
  if (name !== 'manifest.json') throw notOurs;
  let found: { format?: unknown; version?: unknown };
  try {
    found = JSON.parse(body.toString('utf8')) as typeof found;
  } catch {
    throw notOurs;
  }
  if (found.format !== format) throw notOurs;
  if (found.version !== formatVersion) {
    throw new BackupError(
      `The backup is of format ${String(found.version)}; this version of the portal reads ${formatVersion}.`,
    );
  }
  const manifest = manifestSchema.safeParse(found);
  if (!manifest.success) throw new BackupError('The backup’s manifest.json is damaged.');
  return manifest.data;
}
