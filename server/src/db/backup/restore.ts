import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '#src/lib/data-dir-lock.ts';
import { keyFileName, keyIdOf } from '#src/lib/secret-box.ts';
import {
  type BackupConfig,
  BackupError,
  type Manifest,
  parseManifest,
  postgresMessage,
} from './backup-format.ts';
import { readTar, TarFormatError } from './tar.ts';

/** What may be restored, and where: nothing outside the data directory, nothing of the server's. */
const uploadName = /^uploads\/[a-z][a-z-]*\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** A backup holds the whole database in one entry; past this it is not one of ours. */
const maxEntryBytes = 2 * 1024 ** 3;

export interface RestoreSummary {
  members: number;
  payments: number;
  files: number;
  /** What the operator must see to: the secrets key above all. */
  notes: string[];
}

export function secretsKeyNotes(config: BackupConfig, manifest: Manifest): string[] {
  const wanted = manifest.secretsKey;
  const here = config.secretsKey ? keyIdOf(config.secretsKey) : null;
  if (!wanted) return [];
  if (wanted.from === 'environment' && here === null) {
    return [
      `The backup was made with SECRETS_ENCRYPTION_KEY (key ${wanted.id}): start the server with ` +
        'the same key, or the organisations’ Freepay API keys do not open.',
    ];
  }
  if (here !== null && here !== wanted.id) {
    return [
      `SECRETS_ENCRYPTION_KEY here is key ${here}, but the backup’s Freepay API keys need key ` +
        `${wanted.id}${wanted.from === 'file' ? ` (the restored ${keyFileName}: unset SECRETS_ENCRYPTION_KEY to use it)` : ''}.`,
    ];
  }
  return [];
}

async function countRows(client: PGlite, table: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]?.n ?? 0;
}

/**
 * Restores a backup into an empty (or missing) data directory, locked meanwhile; refuses any
 * other. On failure the directory is left as empty as it was found.
 */
export async function restoreBackup(config: BackupConfig, input: string): Promise<RestoreSummary> {
  if (config.databaseUrl) throw new BackupError(postgresMessage);
  const { dataDir } = config;
  if (!fs.existsSync(input)) throw new BackupError(`There is no file ${input}.`);
  const existed = fs.existsSync(dataDir);
  if (existed && fs.readdirSync(dataDir).length > 0) {
    throw new BackupError(
      `${dataDir} (DATA_DIR) is not empty: a backup is restored only into an empty data ` +
        'directory. Move the old one aside (stop its server first) and run the restore again.',
    );
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const release = lockDataDir(dataDir);
  const cleanUp = () => {
    release();
    for (const entry of fs.readdirSync(dataDir)) {
      fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    }
    if (!existed) fs.rmdirSync(dataDir);
  };

  try {
    const gunzip = zlib.createGunzip();
    fs.createReadStream(input)
      .on('error', (error) => gunzip.destroy(error))
      .pipe(gunzip);
    let manifest: Manifest | undefined;
    let database: Buffer | undefined;
    let files = 0;
    for await (const entry of readTar(gunzip, { maxEntryBytes })) {
      if (!manifest) {
        manifest = parseManifest(entry.name, entry.body);
      } else if (entry.name === 'database.tar') {
        database = entry.body;
      } else if (entry.name === keyFileName || uploadName.test(entry.name)) {
        const target = path.join(dataDir, entry.name);
        fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
        fs.writeFileSync(target, entry.body, { mode: 0o600, flag: 'wx' });
        files += 1;
      } else {
        throw new BackupError(
          `The backup holds ${JSON.stringify(entry.name)}, which is no part of a data directory: ` +
            'refusing it.',
        );
      }
    }
    if (!manifest) throw new BackupError(`${input} is empty.`);
    if (!database) throw new BackupError(`${input} holds no database: it is incomplete.`);

    const client = await PGlite.create({
      dataDir: path.join(dataDir, 'db'),
      loadDataDir: new Blob([database]),
    });
    let summary: RestoreSummary;
    try {
      summary = {
        members: await countRows(client, 'members'),
        payments: await countRows(client, 'membership_payments'),
        files,
        notes: secretsKeyNotes(config, manifest),
      };
    } finally {
      await client.close();
    }
    release();
    return summary;
  } catch (error) {
    cleanUp();
    // zlib's codes: Z_DATA_ERROR for what is not gzip, Z_BUF_ERROR for a file cut short.
    const code = (error as { code?: unknown }).code;
    if (error instanceof TarFormatError || (typeof code === 'string' && code.startsWith('Z_'))) {
      throw new BackupError(`${input} is not a readable backup: ${(error as Error).message}`);
    }
    throw error;
  }
}
