import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { DataDirLockedError, lockDataDir } from '#src/lib/data-dir-lock.ts';
import { keyFileName, keyIdOf } from '#src/lib/secret-box.ts';
import { createEmbeddedClient } from '../pglite-options.ts';
import {
  type BackupConfig,
  BackupError,
  format,
  formatVersion,
  type Manifest,
  postgresMessage,
} from './backup-format.ts';
import {
  dumpDatabase,
  dumpSocketPath,
  DumpRequestError,
  requestDatabaseDump,
} from './database-dumps.ts';
import { TarWriter } from './tar.ts';

function readKeyFile(dataDir: string): Buffer | null {
  try {
    return Buffer.from(fs.readFileSync(path.join(dataDir, keyFileName), 'utf8').trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Every uploaded file, by its name in the archive (`uploads/<folder>/<file>`). */
function uploadedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((folder) => folder.isDirectory())
    .flatMap((folder) =>
      fs
        .readdirSync(path.join(root, folder.name), { withFileTypes: true })
        // Dot files are images still being written.
        .filter((file) => file.isFile() && !file.name.startsWith('.'))
        .map((file) => `uploads/${folder.name}/${file.name}`),
    )
    .sort();
}

/** The dump of a database no server has open: the data directory is locked meanwhile. */
async function dumpStoppedDatabase(dataDir: string): Promise<Buffer> {
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `${error.message}\nThat server does not answer for backups at ${dumpSocketPath(dataDir)} ` +
        '(a server older than backups, or a data directory whose path is too long for a socket): ' +
        'stop it and run the backup again.',
    );
  }
  try {
    const client = await createEmbeddedClient(path.join(dataDir, 'db'));
    try {
      return await dumpDatabase(client);
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

export const backupFileName = (at: Date) =>
  `member-portal-backup-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;

export interface BackupSummary {
  file: string;
  bytes: number;
  /** Uploaded images, plus the key file when there is one. */
  files: number;
  /** True when the running server made the dump, false when no server had the database open. */
  fromRunningServer: boolean;
}

/**
 * Backs the embedded database and its files up into `output` (a file, or a directory to put a
 * dated file in). A running server is asked for the dump; otherwise the data directory is opened
 * here. The database is dumped first and the images read after it, so every image the dump
 * names is there, unless it was replaced in the seconds between.
 */
export async function createBackup(config: BackupConfig, output: string): Promise<BackupSummary> {
  if (config.databaseUrl) throw new BackupError(postgresMessage);
  const { dataDir } = config;
  try {
    fs.accessSync(dataDir, fs.constants.R_OK | fs.constants.X_OK);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'EACCES') {
      throw new BackupError(`${dataDir} is not open to this user: run the backup as the server's.`);
    }
    if (code !== 'ENOENT') throw error;
  }
  const versionFile = path.join(dataDir, 'db', 'PG_VERSION');
  if (!fs.existsSync(versionFile)) {
    throw new BackupError(`There is no embedded database in ${dataDir} (DATA_DIR).`);
  }
  const file = fs.statSync(output, { throwIfNoEntry: false })?.isDirectory()
    ? path.join(output, backupFileName(new Date()))
    : output;
  if (fs.existsSync(file)) throw new BackupError(`${file} exists already: name another file.`);

  let database: Buffer | null;
  try {
    database = await requestDatabaseDump(dataDir);
  } catch (error) {
    if (error instanceof DumpRequestError) throw new BackupError(error.message);
    throw error;
  }
  const fromRunningServer = database !== null;
  database ??= await dumpStoppedDatabase(dataDir);

  const keyFile = readKeyFile(dataDir);
  const secretsKey = config.secretsKey ?? keyFile;
  const manifest: Manifest = {
    format,
    version: formatVersion,
    createdAt: new Date().toISOString(),
    database: 'embedded',
    postgresVersion: fs.readFileSync(versionFile, 'utf8').trim(),
    secretsKey: secretsKey
      ? { from: config.secretsKey ? 'environment' : 'file', id: keyIdOf(secretsKey) }
      : null,
  };
  const uploads = uploadedFiles(dataDir);

  const partial = `${file}.partial`;
  const gzip = zlib.createGzip();
  const written = pipeline(gzip, fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
  // A failed write surfaces through `written`; the writer meanwhile must not wait for a drain.
  written.catch(() => gzip.destroy());
  try {
    const tar = new TarWriter(gzip);
    await tar.file('manifest.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await tar.file('database.tar', database);
    if (keyFile) await tar.file(keyFileName, fs.readFileSync(path.join(dataDir, keyFileName)));
    let files = keyFile ? 1 : 0;
    for (const name of uploads) {
      let body: Buffer;
      try {
        body = fs.readFileSync(path.join(dataDir, name));
      } catch (error) {
        // Replaced and removed since it was listed: the dump names its successor, if anything.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      await tar.file(name, body);
      files += 1;
    }
    await tar.end();
    await written;
    fs.renameSync(partial, file);
    return { file, bytes: fs.statSync(file).size, files, fromRunningServer };
  } catch (error) {
    gzip.destroy();
    await written.catch(() => undefined);
    fs.rmSync(partial, { force: true });
    throw error;
  }
}
