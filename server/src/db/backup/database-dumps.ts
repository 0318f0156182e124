import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database is one process's (PGlite has no server to connect to, and two processes
 * on one data directory corrupt it), so a backup taken while the server runs is made by the
 * server itself: it answers on a Unix socket in its data directory, in a folder only its own
 * user may enter. No port, no token: whoever can read the data directory could copy it anyway.
 */
export function dumpSocketPath(dataDir: string): string {
  return path.join(dataDir, 'control', 'backup.sock');
}

/** Linux keeps a socket's path in 108 bytes (macOS 104); a longer one cannot be listened on. */
const maxSocketPathBytes = 100;

/**
 * The database's directory as a tar archive, taken between two transactions: PGlite runs one
 * transaction at a time, and this one only copies. The checkpoint first writes every committed
 * change into the data files, so the copy needs no recovery when it is opened again.
 */
export async function dumpDatabase(client: PGlite): Promise<Buffer> {
  const dump = await client.transaction(async (tx) => {
    await tx.exec('checkpoint');
    return client.dumpDataDir('none');
  });
  return Buffer.from(await dump.arrayBuffer());
}

interface Answer {
  ok: boolean;
  bytes?: number;
  error?: string;
}

/**
 * Answers `dump` on the data directory's socket with the database's dump: a line of JSON saying
 * how many bytes follow, then the bytes. Called by the process holding the data directory's
 * lock, so a socket file found there was left by a server that was killed and is replaced. Never
 * keeps the process alive; the answer stops listening. Where the socket cannot be made (a path
 * too long, a file system without sockets) nothing listens, and `npm run backup` says so.
 */
export function serveDatabaseDumps(dataDir: string, dump: () => Promise<Buffer>): () => void {
  const socketPath = dumpSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > maxSocketPathBytes) return () => undefined;
  try {
    fs.mkdirSync(path.dirname(socketPath), { recursive: true, mode: 0o700 });
    fs.chmodSync(path.dirname(socketPath), 0o700);
    fs.rmSync(socketPath, { force: true });
  } catch {
    return () => undefined;
  }
  // One dump at a time: each holds the whole database in memory until it is sent.
  let previous: Promise<unknown> = Promise.resolve();
  const server = net.createServer((socket) => {
    socket.on('error', () => socket.destroy());
    socket.setTimeout(10_000, () => socket.destroy());
    socket.once('data', (request) => {
      socket.setTimeout(0);
      if (request.toString('utf8').trim() !== 'dump') {
        socket.end(`${JSON.stringify({ ok: false, error: 'unknown request' })}\n`);
        return;
      }
      const answered = previous.then(dump).then(
        (bytes) => {
          socket.write(`${JSON.stringify({ ok: true, bytes: bytes.length })}\n`);
          socket.end(bytes);
        },
        (error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          socket.end(`${JSON.stringify({ ok: false, error: message })}\n`);
        },
      );
      previous = answered;
    });
  });
  server.on('error', () => server.close());
  server.listen(socketPath);
  server.unref();
  return () => {
    server.close();
    fs.rmSync(socketPath, { force: true });
  };
}

export class DumpRequestError extends Error {
  override name = 'DumpRequestError';
}

/**
 * Asks the server holding the data directory for a dump. Null when no server answers there (none
 * runs, or one that was killed left its socket behind).
 */
export function requestDatabaseDump(dataDir: string): Promise<Buffer | null> {
  const socketPath = dumpSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(socketPath);
    socket.on('connect', () => socket.write('dump\n'));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else if (error.code === 'EACCES') {
        reject(
          new DumpRequestError(
            `${socketPath} is not open to this user: run the backup as the server's user.`,
          ),
        );
      } else reject(error);
    });
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const lineEnd = all.indexOf(10);
      let answer: Answer;
      try {
        answer = JSON.parse(all.subarray(0, lineEnd).toString('utf8')) as Answer;
      } catch {
        reject(new DumpRequestError('the server gave no answer the backup understands'));
        return;
      }
      if (!answer.ok) {
        reject(new DumpRequestError(`the server could not dump the database: ${answer.error}`));
        return;
      }
      const body = all.subarray(lineEnd + 1);
      if (body.length !== answer.bytes) {
        reject(new DumpRequestError('the dump arrived incomplete'));
        return;
      }
      resolve(body);
    });
  });
}
