import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '#src/config.ts';
import { type DatabaseHandle, openEmbeddedDatabase, openPostgresDatabase } from '#src/db/client.ts';
import { startJobs, stopJobs } from '#src/lib/jobs.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate:
      | { kind: 'pglite'; dumpPath: string }
      | { kind: 'postgres'; serverUrl: string; templateName: string };
  }
}

/** Migrations and the job queue's own schema, installed once so each test file starts from a copy. */
async function prepare(database: DatabaseHandle): Promise<void> {
  const jobs = await startJobs(database, pino({ level: 'warn' }));
  await stopJobs(jobs, { graceful: false, wait: true });
}

export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  const { databaseUrl } = loadConfig({ DATABASE_URL: process.env.DATABASE_URL });
  if (databaseUrl) {
    const templateName = `portal_template_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${templateName}`);
    const database = await openPostgresDatabase(databaseUrlFor(databaseUrl, templateName));
    await prepare(database);
    await database.close();
    project.provide('databaseTemplate', { kind: 'postgres', serverUrl: databaseUrl, templateName });
    return async () => {
      await admin.query(`drop database if exists ${templateName} with (force)`);
      await admin.end();
    };
  }

  const instance = new PGlite();
  const database = await openEmbeddedDatabase({ instance });
  await prepare(database);
  const dump = await instance.dumpDataDir('none');
  await instance.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const dumpPath = path.join(dir, 'template.tar');
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { kind: 'pglite', dumpPath });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
