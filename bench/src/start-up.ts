// `BENCH_ONLY=start-up`: how long the server takes to answer on an existing database, and how much
// memory it holds once idle; on the embedded database also a bare PGlite on the same data
// directory, so the reader sees what the database itself costs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { embeddedDatabaseOptions } from '../../server/src/db/pglite-options.ts';
import { residentMiB } from './processes.ts';

export const startsMeasured = 5;
export const idleSeconds = 30;

export interface StartUpFigures {
  /** Every start's milliseconds from spawn until it answered, in the order measured. */
  startsMs: number[];
  medianMs: number;
  idleMiB: number | undefined;
}

export interface StartUpRun {
  database: string;
  server: StartUpFigures;
  /** A bare PGlite opened on the server's data directory (embedded only). */
  pgliteAlone: StartUpFigures | undefined;
}

interface Started {
  startupMs: number;
  pid: number | undefined;
  stop(): Promise<void>;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `start` several times, one after another; the last one is left idle, then measured. */
export async function measureStarts(start: () => Promise<Started>): Promise<StartUpFigures> {
  const startsMs: number[] = [];
  for (let run = 1; run <= startsMeasured; run++) {
    const started = await start();
    startsMs.push(started.startupMs);
    try {
      if (run === startsMeasured) {
        await sleep(idleSeconds * 1000);
        return { startsMs, medianMs: median(startsMs), idleMiB: residentMiB(started.pid) };
      }
    } finally {
      await started.stop();
    }
  }
  throw new Error('unreachable: the last start returns');
}

// Plain node, no TypeScript loader: only PGlite's own cost is measured.
const openPglite = `
import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create({ dataDir: process.env.PGLITE_DIR, ...JSON.parse(process.env.PGLITE_OPTIONS) });
await db.query('select 1');
console.log('ready');
process.on('SIGTERM', () => db.close().then(() => process.exit(0)));
setInterval(() => undefined, 1 << 30);
`;

/** A bare PGlite on the data directory, with the options the server opens it with. */
export function startPgliteAlone(dataDir: string, cwd: string): Promise<Started> {
  return new Promise((resolve, reject) => {
    const began = Date.now();
    const child = spawn(process.execPath, ['--input-type=module', '-e', openPglite], {
      cwd,
      env: {
        PATH: process.env.PATH ?? '',
        PGLITE_DIR: path.join(dataDir, 'db'),
        PGLITE_OPTIONS: JSON.stringify(embeddedDatabaseOptions),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) {
        resolve({
          startupMs: Date.now() - began,
          pid: child.pid,
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`PGlite alone exited (${code}):\n${output}`)));
  });
}
