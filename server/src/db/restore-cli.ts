import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '#src/config.ts';
import { DataDirLockedError } from '#src/lib/data-dir-lock.ts';
import { BackupError } from './backup/backup-format.ts';
import { restoreBackup } from './backup/restore.ts';

const usage = `Restores a backup made by \`npm run backup\` into an empty data directory.

  npm run restore -- [--env-file FILE] BACKUP

  --env-file   read the server's environment (DATA_DIR, SECRETS_ENCRYPTION_KEY) from FILE

DATA_DIR must be empty or missing: move the old one aside first (with its server stopped).
Run it as the server's user, then start the server.`;

const fromWhereTyped = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'env-file': { type: 'string' }, help: { type: 'boolean', default: false } },
  });
  const [backup] = positionals;
  if (values.help || backup === undefined || positionals.length > 1) {
    console.log(usage);
    process.exitCode = values.help ? 0 : 1;
  } else {
    if (values['env-file']) process.loadEnvFile(fromWhereTyped(values['env-file']));
    const config = loadConfig();
    const summary = await restoreBackup(config, fromWhereTyped(backup));
    console.log(
      `Restored ${summary.members} members, ${summary.payments} membership payments and ` +
        `${summary.files} files into ${config.dataDir}.`,
    );
    for (const note of summary.notes) console.warn(`Note: ${note}`);
  }
} catch (error) {
  if (
    error instanceof BackupError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError
  ) {
    console.error(error.message);
  } else console.error(error);
  process.exitCode = 1;
}
