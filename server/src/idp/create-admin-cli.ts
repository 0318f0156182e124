import { randomBytes } from 'node:crypto';
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailSchema } from '@portal/contracts/validation';
import { firstNameSchema, lastNameSchema } from '@portal/contracts/member-input';
import { ConfigError, loadConfig } from '#src/config.ts';
import { openDatabase } from '#src/db/open.ts';
import { DataDirLockedError } from '#src/lib/data-dir-lock.ts';
import { AppError } from '#src/lib/errors.ts';
import { createSuperAdministrator, grantSuperAdministrator } from './accounts.service.ts';

const usage = `Creates a super administrator of the embedded identity provider.

  npm run create-admin -- --email ada@club.dk --first-name Ada --last-name Lovelace

  --password-stdin   read the password from standard input instead of asking or generating one
  --existing         make the existing account with this email a super administrator instead
  --env-file FILE    read the server's environment from FILE (/etc/member-portal/env)

Without --password-stdin the password is asked for (leave it empty to have one generated);
a generated password is printed once. With the embedded database, stop the server first.`;

const passwordSchema = z.string().min(10, 'must be at least 10 characters').max(200);

/** A problem the operator can fix; printed without a stack. */
class CommandError extends Error {}

async function readAll(stream: NodeJS.ReadStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text.replace(/\r?\n$/, '');
}

/** Asks without echoing what is typed. */
async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk as Buffer);
      done();
    },
  });
  const prompt = readline.createInterface({ input: process.stdin, output, terminal: true });
  const answer = new Promise<string>((resolve) => prompt.question(question, resolve));
  muted = true;
  const text = await answer;
  prompt.close();
  process.stdout.write('\n');
  return text;
}

async function choosePassword(fromStdin: boolean): Promise<{ password: string; shown: boolean }> {
  const typed = fromStdin
    ? await readAll(process.stdin)
    : process.stdin.isTTY
      ? await askHidden('Password (empty: generate one): ')
      : '';
  if (typed === '') return { password: randomBytes(18).toString('base64url'), shown: true };
  const checked = passwordSchema.safeParse(typed);
  if (!checked.success) {
    throw new CommandError(`password: ${checked.error.issues[0]?.message ?? 'is not valid'}`);
  }
  return { password: typed, shown: false };
}

function parsed<T>(option: string, schema: z.ZodType<T>, value: string | undefined): T {
  const result = schema.safeParse(value ?? '');
  if (!result.success) {
    throw new CommandError(
      `--${option}: ${value ? result.error.issues[0]?.message : 'is required'}`,
    );
  }
  return result.data;
}

async function createAdmin(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
      'env-file': { type: 'string' },
      existing: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const email = parsed('email', emailSchema, values.email);
  if (values['env-file']) process.loadEnvFile(values['env-file']);
  const config = loadConfig();
  if (!config.oidc.embedded) {
    throw new CommandError(
      'OIDC_ISSUER names an external identity provider: give the role there (see the README).',
    );
  }
  const { database, release } = await openDatabase(config);
  try {
    if (values.existing) {
      if (!(await grantSuperAdministrator(database.db, email))) {
        throw new CommandError(`There is no account with the email ${email}.`);
      }
      console.log(`${email} is now a super administrator (from the next sign-in).`);
      return;
    }
    const firstName = parsed('first-name', firstNameSchema, values['first-name']);
    const lastName = parsed('last-name', lastNameSchema, values['last-name']);
    const { password, shown } = await choosePassword(values['password-stdin']);
    try {
      await createSuperAdministrator(database.db, { email, firstName, lastName, password });
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT') {
        throw new CommandError(
          `An account or member with the email ${email} exists already. ` +
            'Add --existing to make that account a super administrator.',
        );
      }
      throw error;
    }
    console.log(`Super administrator ${email} created.`);
    if (shown) {
      console.log(`Password, shown this once (keep it in a password manager): ${password}`);
    }
  } finally {
    await database.close();
    release();
  }
}

try {
  await createAdmin();
} catch (error) {
  if (error instanceof CommandError) console.error(`${error.message}\n\n${usage}`);
  else if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else console.error(error);
  process.exitCode = 1;
}
