import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '#src/config.ts';
import { keyIdOf, secretBoxOf } from '#src/lib/secret-box.ts';
import {
  createWorld,
  purchaseAndPay,
  type World,
} from '#src/modules/memberships/membership-test-helpers.ts';
import { multipartFile, solidImage } from '#src/test/images.ts';
import { seedDemoClub } from '../demo-club.ts';
import { openDatabase } from '../open.ts';
import { BackupError } from './backup-format.ts';
import { createBackup } from './backup.ts';
import { restoreBackup, secretsKeyNotes } from './restore.ts';
import { dumpSocketPath } from './database-dumps.ts';
import { TarWriter } from './tar.ts';

const template = inject('databaseTemplate');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
const dataDir = path.join(root, 'data');
const configFor = (dir: string, env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, ...env });

let world: World;
let release: () => void;
let serverOpen = false;
/** What the first backup held, which every later one holds too. */
let counted: { members: number; payments: number; files: number };

/** What must survive a backup: every member, payment and account, and every file. */
async function contentsOf(dir: string) {
  const client = await PGlite.create({ dataDir: path.join(dir, 'db') });
  try {
    const ids = async (query: string) =>
      (await client.query<{ row: string }>(query)).rows.map((row) => row.row);
    return {
      members: await ids('select id as row from members order by id'),
      payments: await ids(
        `select id || ' ' || payment_status || ' ' || total_paid as row from membership_payments order by id`,
      ),
      accounts: await ids('select id as row from users order by id'),
      names: await ids(`select first_name as row from members where email = 'member@demo.test'`),
      files: filesUnder(dir),
    };
  } finally {
    await client.close();
  }
}

/** The uploads and the key file, with their bytes. */
function filesUnder(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const keyFile = path.join(dir, 'secrets-encryption.key');
  if (fs.existsSync(keyFile)) files['secrets-encryption.key'] = fs.readFileSync(keyFile, 'hex');
  const uploads = path.join(dir, 'uploads');
  for (const name of fs.existsSync(uploads) ? fs.readdirSync(uploads, { recursive: true }) : []) {
    const file = path.join(uploads, String(name));
    if (fs.statSync(file).isFile()) files[`uploads/${String(name)}`] = fs.readFileSync(file, 'hex');
  }
  return files;
}

async function closeServer() {
  if (!serverOpen) return;
  serverOpen = false;
  await world.subject.close();
  release();
}

/** Runs a compiled command as an operator would, with only the environment it is given. */
function runCommand(entry: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(inject('compiledServer'), entry), ...args], {
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

// The backup is of the embedded database only; the PostgreSQL run of the suite has nothing to add.
describe.skipIf(template.kind !== 'pglite')('npm run backup and npm run restore', () => {
  beforeAll(async () => {
    if (template.kind !== 'pglite') return;
    // The migrated template as a data directory on disk (a new one takes initdb's ten seconds).
    fs.mkdirSync(dataDir);
    const seeded = await PGlite.create({
      dataDir: path.join(dataDir, 'db'),
      loadDataDir: new Blob([fs.readFileSync(template.dumpPath)]),
    });
    await seeded.close();
    const opened = await openDatabase(configFor(dataDir));
    release = opened.release;
    serverOpen = true;
    world = await createWorld({ env: { DATA_DIR: dataDir }, database: opened.database });
    await seedDemoClub(world.subject.database.db);

    const { anna, result, landing } = await purchaseAndPay(world);
    const authorization = landing.searchParams.get('authorizationIdentifier') ?? '';
    const capture = await anna.post(`/member/api/v1/payment/sandbox/${authorization}/capture`, {
      membershipHistoryPaymentId: result.paymentId,
    });
    expect(capture.json().paymentStatus).toBe('paid');
    const image = multipartFile(await solidImage('png'), 'image/png');
    const upload = await anna.post(
      '/member/api/v1/member/profile-image',
      image.payload,
      image.headers,
    );
    expect(upload.statusCode).toBe(201);
    secretBoxOf({ dataDir, secretsKey: undefined }); // makes the key file, as a server does
  });

  afterAll(closeServer);

  it('backs up while the server runs, between transactions, and restores every member, payment and file', async () => {
    const before = await world.subject.database.sql.query(
      `select count(*)::int as n from membership_payments where payment_status = 'paid'`,
    );
    expect(before.rows[0]?.n).toBeGreaterThan(1);

    // A transaction under way when the backup is asked for: the dump waits for its end.
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const transaction = world.subject.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`update members set first_name = 'Backed' where email = 'member@demo.test'`,
      );
      await finished;
    });
    const backup = createBackup(configFor(dataDir), root);
    await new Promise((resolve) => setTimeout(resolve, 300));
    finish();
    await transaction;
    const summary = await backup;
    expect(summary).toMatchObject({ fromRunningServer: true, files: 2 });
    expect(fs.statSync(summary.file).mode & 0o777).toBe(0o600);
    expect(path.basename(summary.file)).toMatch(
      /^member-portal-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/,
    );

    const restoredDir = path.join(root, 'restored');
    const restored = await restoreBackup(configFor(restoredDir), summary.file);
    expect(restored.notes).toEqual([]);
    expect(fs.readdirSync(restoredDir).sort()).toEqual(['db', 'secrets-encryption.key', 'uploads']);

    const original = await world.subject.database.sql.query('select 1');
    expect(original.rows).toHaveLength(1);
    const copy = await contentsOf(restoredDir);
    expect(copy.names).toEqual(['Backed']);
    counted = { members: copy.members.length, payments: copy.payments.length, files: 2 };
    expect(restored).toMatchObject(counted);
    expect(copy.members.length).toBeGreaterThan(60);
    expect(copy.payments.some((payment) => payment.includes(' paid '))).toBe(true);
    // The original, read through the running server: the same rows, the same files.
    const rows = async (query: string) =>
      (await world.subject.database.sql.query(query)).rows.map((row) => String(row.row));
    expect(copy.members).toEqual(await rows('select id as row from members order by id'));
    expect(copy.payments).toEqual(
      await rows(
        `select id || ' ' || payment_status || ' ' || total_paid as row from membership_payments order by id`,
      ),
    );
    expect(copy.accounts).toEqual(await rows('select id as row from users order by id'));
    expect(copy.files).toEqual(filesUnder(dataDir));
    expect(Object.keys(copy.files)).toHaveLength(2);
  });

  it('runs as the commands an operator types, beside the running server, in a plain tar.gz', async () => {
    const file = path.join(root, 'by-command.tar.gz');
    const backup = await runCommand('backup.js', [file], { DATA_DIR: dataDir });
    expect(backup.output).toContain('made by the running server');
    expect(backup.code).toBe(0);
    const listed = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).trim().split('\n');
    expect(listed.slice(0, 3)).toEqual(['manifest.json', 'database.tar', 'secrets-encryption.key']);
    expect(listed.slice(3)).toEqual([expect.stringMatching(/^uploads\/profile-images\/.+\.png$/)]);

    const target = path.join(root, 'by-command');
    const restore = await runCommand('restore.js', [file], { DATA_DIR: target });
    expect(restore.output).toMatch(/^Restored \d+ members, \d+ membership payments and 2 files/);
    expect(restore.code).toBe(0);
    expect(filesUnder(target)).toEqual(filesUnder(dataDir));

    const again = await runCommand('restore.js', [file], { DATA_DIR: target });
    expect(again.output).toContain('is not empty');
    expect(again.code).toBe(1);
  });

  it('restores only into an empty data directory, and nothing outside it', async () => {
    const [existing] = fs.readdirSync(root).filter((name) => name.endsWith('.tar.gz'));
    const backupFile = path.join(root, String(existing));
    const inUse = path.join(root, 'in-use');
    fs.mkdirSync(inUse);
    fs.writeFileSync(path.join(inUse, 'keep.txt'), 'mine');
    await expect(restoreBackup(configFor(inUse), backupFile)).rejects.toThrow(
      /in-use \(DATA_DIR\) is not empty/,
    );
    expect(fs.readdirSync(inUse)).toEqual(['keep.txt']);

    await expect(
      restoreBackup(configFor(inUse, { DATABASE_URL: 'postgres://localhost/portal' }), backupFile),
    ).rejects.toThrow(/pg_dump/);

    // An archive naming a file outside the data directory is refused, and nothing is left behind.
    const hostile = path.join(root, 'hostile.tar.gz');
    const gzip = zlib.createGzip();
    const written = pipeline(gzip, fs.createWriteStream(hostile));
    const tar = new TarWriter(gzip);
    const manifest = {
      format: 'member-portal-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: 'embedded',
      postgresVersion: '17',
      secretsKey: null,
    };
    await tar.file('manifest.json', Buffer.from(JSON.stringify(manifest)));
    await tar.file('uploads/profile-images/a.png', Buffer.from('image'));
    await tar.file('../escaped', Buffer.from('outside'));
    await tar.end();
    await written;
    const fresh = path.join(root, 'fresh');
    await expect(restoreBackup(configFor(fresh), hostile)).rejects.toThrow(
      /"\.\.\/escaped", which is no part of a data directory/,
    );
    expect(fs.existsSync(fresh)).toBe(false);
    expect(fs.existsSync(path.join(root, 'escaped'))).toBe(false);

    const notBackup = path.join(root, 'not-a-backup.tar.gz');
    fs.writeFileSync(notBackup, 'plain text');
    await expect(restoreBackup(configFor(fresh), notBackup)).rejects.toThrow(BackupError);
    expect(fs.existsSync(fresh)).toBe(false);
  });

  it('backs up a data directory no server has open, locking it meanwhile', async () => {
    await closeServer();
    expect(fs.existsSync(dumpSocketPath(dataDir))).toBe(false);
    const target = path.join(root, 'stopped.tar.gz');
    const summary = await createBackup(configFor(dataDir), target);
    expect(summary).toMatchObject({ file: target, fromRunningServer: false, files: 2 });
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    await expect(createBackup(configFor(dataDir), target)).rejects.toThrow(/exists already/);

    const restored = await restoreBackup(configFor(path.join(root, 'restored-stopped')), target);
    expect(restored).toMatchObject(counted);
  });
});

describe('the secrets key a restored backup needs', () => {
  const key = (byte: number) => Buffer.alloc(32, byte);
  const manifest = (from: 'file' | 'environment', id: string) => ({
    format: 'member-portal-backup' as const,
    version: 1 as const,
    createdAt: '2026-05-04T03:15:00.000Z',
    database: 'embedded' as const,
    postgresVersion: '17',
    secretsKey: { from, id },
  });
  const config = (secretsKey?: Buffer) => ({ dataDir: root, databaseUrl: undefined, secretsKey });

  it('warns when the key the backup was made with is not the one set here', () => {
    const made = keyIdOf(key(1));
    expect(secretsKeyNotes(config(key(1)), manifest('environment', made))).toEqual([]);
    expect(secretsKeyNotes(config(), manifest('file', made))).toEqual([]);
    expect(secretsKeyNotes(config(), manifest('environment', made))).toEqual([
      expect.stringContaining(`made with SECRETS_ENCRYPTION_KEY (key ${made})`),
    ]);
    expect(secretsKeyNotes(config(key(2)), manifest('file', made))).toEqual([
      expect.stringContaining('unset SECRETS_ENCRYPTION_KEY to use it'),
    ]);
  });
});
