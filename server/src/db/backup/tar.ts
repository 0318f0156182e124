import { once } from 'node:events';
import type { Writable } from 'node:stream';

/**
 * The little of the tar format a backup needs: regular files in the POSIX ustar layout, written
 * to a stream and read back from one. The archives open with any `tar` (`tar tzf backup.tar.gz`
 * lists them), and a backup repacked by GNU or BSD tar still reads (their extended headers are
 * skipped).
 */

const block = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, mode: number, mtime: Date): Buffer {
  const bytes = Buffer.alloc(block);
  if (Buffer.byteLength(name) > 100) throw new Error(`a name in a backup is too long: ${name}`);
  bytes.write(name, 0, 100, 'utf8');
  bytes.write(octal(mode, 8), 100, 'ascii');
  bytes.write(octal(0, 8), 108, 'ascii');
  bytes.write(octal(0, 8), 116, 'ascii');
  bytes.write(octal(size, 12), 124, 'ascii');
  bytes.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  bytes.write('        ', 148, 'ascii');
  bytes.write('0', 156, 'ascii');
  bytes.write('ustar\0' + '00', 257, 'ascii');
  const sum = bytes.reduce((total, byte) => total + byte, 0);
  bytes.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return bytes;
}

const padding = (size: number) => Buffer.alloc((block - (size % block)) % block);

/** Writes files into a tar stream, waiting whenever the stream asks to. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private async write(bytes: Buffer): Promise<void> {
    if (!this.out.write(bytes)) await once(this.out, 'drain');
  }

  async file(name: string, body: Uint8Array, { mode = 0o600, mtime = new Date() } = {}) {
    await this.write(header(name, body.byteLength, mode, mtime));
    await this.write(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
    await this.write(padding(body.byteLength));
  }

  /** The two empty blocks that end an archive; the stream is ended too. */
  async end(): Promise<void> {
    await this.write(Buffer.alloc(2 * block));
    this.out.end();
  }
}

export interface TarEntry {
  name: string;
  body: Buffer;
}

export class TarFormatError extends Error {
  override name = 'TarFormatError';
}

/** Reads exactly as many bytes as asked from a stream of chunks, keeping what is left over. */
class ChunkReader {
  private held: Buffer[] = [];
  private heldBytes = 0;

  constructor(private readonly chunks: AsyncIterator<Buffer>) {}

  async read(size: number): Promise<Buffer | null> {
    while (this.heldBytes < size) {
      const next = await this.chunks.next();
      if (next.done) return null;
      this.held.push(next.value);
      this.heldBytes += next.value.length;
    }
    const [first] = this.held;
    const all = this.held.length === 1 && first ? first : Buffer.concat(this.held, this.heldBytes);
    this.held = all.length > size ? [all.subarray(size)] : [];
    this.heldBytes = all.length - size;
    return all.subarray(0, size);
  }
}

function text(bytes: Buffer, start: number, length: number): string {
  const field = bytes.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function number(bytes: Buffer, start: number, length: number): number {
  const field = text(bytes, start, length).trim();
  if (!/^[0-7]+$/.test(field)) throw new TarFormatError('a header of the archive is damaged');
  return Number.parseInt(field, 8);
}

/**
 * The archive's regular files, in order. Directories and extended headers are passed over;
 * anything else (links, devices) is refused, as is a damaged header or a cut-off archive.
 */
export async function* readTar(
  source: AsyncIterable<Buffer>,
  { maxEntryBytes }: { maxEntryBytes: number },
): AsyncGenerator<TarEntry> {
  const reader = new ChunkReader(source[Symbol.asyncIterator]());
  for (;;) {
    const bytes = await reader.read(block);
    if (!bytes) throw new TarFormatError('the archive ends early: the file is incomplete');
    if (bytes.every((byte) => byte === 0)) return;
    const stored = number(bytes, 148, 8);
    const sum = bytes.reduce(
      (total, byte, index) => total + (index >= 148 && index < 156 ? 32 : byte),
      0,
    );
    if (sum !== stored) throw new TarFormatError('a header of the archive is damaged');
    const prefix = text(bytes, 345, 155);
    const name = prefix ? `${prefix}/${text(bytes, 0, 100)}` : text(bytes, 0, 100);
    const type = String.fromCharCode(bytes[156] ?? 0);
    const size = number(bytes, 124, 12);
    if (size > maxEntryBytes) throw new TarFormatError(`${name} is larger than a backup holds`);
    const body = await reader.read(size + padding(size).length);
    if (!body) throw new TarFormatError('the archive ends early: the file is incomplete');
    if (type === '5' || type === 'x' || type === 'g') continue;
    if (type !== '0' && type !== '\0') {
      throw new TarFormatError(`${name} is not a plain file (type ${type})`);
    }
    yield { name, body: body.subarray(0, size) };
  }
}
