import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '#src/config.ts';
import { BackupError } from './backup/backup-format.ts';
import { createBackup } from './backup/backup.ts';

const usage = `Backs up the embedded database, its images and its secrets key into one .tar.gz.

  npm run backup -- [--env-file FILE] [TARGET]

  TARGET       a file to write, or a directory to put a dated file in (default: here)
  --env-file   read the server's environment (DATA_DIR, SECRETS_ENCRYPTION_KEY) from FILE

Run it as the server's user; the server may keep running (it makes the dump itself, between two
transactions). The backup holds personal data, password hashes and every key the server has:
keep it as safe as the server. With DATABASE_URL, use pg_dump instead (README, "Backups").`;

/** Relative paths are taken from where `npm run` was typed, not from the workspace npm enters. */
const fromWhereTyped = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'env-file': { type: 'string' }, help: { type: 'boolean', default: false } },
  });
  if (values.help || positionals.length > 1) {
    console.log(usage);
    process.exitCode = values.help ? 0 : 1;
  } else {
    if (values['env-file']) process.loadEnvFile(fromWhereTyped(values['env-file']));
    const config = loadConfig();
    const summary = await createBackup(config, fromWhereTyped(positionals[0] ?? '.'));
    const megabytes = (summary.bytes / 1024 ** 2).toFixed(1);
    console.log(
      `Backed up the embedded database in ${config.dataDir} ` +
        `(${summary.fromRunningServer ? 'made by the running server' : 'no server was running'}) ` +
        `and ${summary.files} files to ${summary.file} (${megabytes} MB).\n` +
        'It holds personal data, password hashes and the server’s keys: keep it as safe as the server.',
    );
  }
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
}
