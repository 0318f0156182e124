import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openEmbeddedDatabase, openPostgresDatabase } from '#src/db/client.ts';
import { databaseUrlFor } from './global-setup.ts';

/** Tables whose rows the template already has (the migrations' journal, pg-boss's queues). */
const templateCopies = 'test_template';

/** Schemas whose tables a test may fill or add to (pg-boss adds one per queue). */
const resetSchemas = ['public', 'pgboss'];

/**
 * An embedded instance a finished test file gave back, reset to the template. Test files share
 * their worker (isolate: false), so the next file there takes it instead of loading the template
 * again: a reset costs a tenth of what a load does.
 */
let spareInstance: PGlite | undefined;

async function tablesOf(instance: PGlite): Promise<{ schema: string; name: string }[]> {
  const { rows } = await instance.query<{ schema: string; name: string }>(
    `select schemaname as schema, tablename as name from pg_tables where schemaname = any($1)`,
    [resetSchemas],
  );
  return rows;
}

const qualified = (table: { schema: string; name: string }) => `"${table.schema}"."${table.name}"`;

/** The template's tables of each instance, in the order their copies are numbered. */
const templateTables = new WeakMap<PGlite, { schema: string; name: string }[]>();

// Numbered: pg-boss's partitions have names near PostgreSQL's 63-character limit.
const copyOf = (index: number) => `"${templateCopies}"."t${index}"`;

/** Keeps a copy of the template's rows, once per instance, so a reset can put them back. */
async function rememberTemplate(instance: PGlite): Promise<void> {
  const tables = await tablesOf(instance);
  await instance.exec(`
    create schema ${templateCopies};
    ${tables.map((table, index) => `create table ${copyOf(index)} as select * from only ${qualified(table)};`).join('\n')}
  `);
  templateTables.set(instance, tables);
}

/** Back to the template: added tables dropped, every table's rows as they were, sequences reset. */
async function resetToTemplate(instance: PGlite): Promise<void> {
  const known = templateTables.get(instance) ?? [];
  const names = new Set(known.map(qualified));
  const added = (await tablesOf(instance)).filter((table) => !names.has(qualified(table)));
  await instance.exec(`
    select pg_advisory_unlock_all();
    ${added.map((table) => `drop table if exists ${qualified(table)} cascade;`).join('\n')}
    truncate ${known.map(qualified).join(', ')} restart identity cascade;
    ${known.map((table, index) => `insert into ${qualified(table)} select * from ${copyOf(index)};`).join('\n')}
  `);
}

async function embeddedTestDatabase(dumpPath: string): Promise<DatabaseHandle> {
  let instance = spareInstance;
  spareInstance = undefined;
  if (!instance) {
    instance = new PGlite({ loadDataDir: new Blob([fs.readFileSync(dumpPath)]) });
    await rememberTemplate(instance);
  }
  const handle = await openEmbeddedDatabase({ instance });
  // Listeners left behind would hear the next file's notifications.
  const listening = new Set<() => Promise<void>>();
  return {
    ...handle,
    listen: async (channel, onMessage) => {
      const stop = await handle.listen(channel, onMessage);
      const once = async () => {
        if (listening.delete(once)) await stop();
      };
      listening.add(once);
      return once;
    },
    close: async () => {
      await Promise.all([...listening].map((stop) => stop()));
      try {
        await resetToTemplate(instance);
        if (spareInstance) await instance.close();
        else spareInstance = instance;
      } catch {
        await instance.close();
      }
    },
  };
}

/**
 * A database of its own for one test file, as the migrated template left it: on PGlite a reset
 * instance from an earlier file in this worker, or the template loaded afresh (well under two
 * seconds, against about five for a new instance); on PostgreSQL a copy of the template database.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') return embeddedTestDatabase(template.dumpPath);
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template.templateName}`);
  } finally {
    await admin.end();
  }
  const database = await openPostgresDatabase(databaseUrlFor(template.serverUrl, name));
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: template.serverUrl });
      await dropper.connect();
      // pool.end() resolves once it has asked its sessions to end, not once the server has ended
      // them; a forced drop in between kills them, and their clients throw an uncaught error.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const { rows } = await dropper.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
