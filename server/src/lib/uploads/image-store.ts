import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ProfileImageType } from '@portal/contracts/member-fields';

/** The file types an uploaded image may have, told by their first bytes, never by the client. */
const signatures: { type: ProfileImageType; extension: string; matches(bytes: Buffer): boolean }[] =
  [
    {
      type: 'image/jpeg',
      extension: 'jpg',
      matches: (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
    },
    {
      type: 'image/png',
      extension: 'png',
      matches: (bytes) =>
        bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    },
    {
      type: 'image/webp',
      extension: 'webp',
      matches: (bytes) =>
        bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
        bytes.subarray(8, 12).toString('latin1') === 'WEBP',
    },
  ];

export function detectImageType(bytes: Buffer): ProfileImageType | null {
  return signatures.find((signature) => signature.matches(bytes))?.type ?? null;
}

/** Stored names are ours alone (a fresh UUID), so a name from the database never leaves the folder. */
const storedNamePattern = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;

/** Each kind of image in a folder of its own under the data directory's uploads. */
export type ImageFolder = 'profile-images' | 'organisation-logos';

const folderOf = (dataDir: string, folder: ImageFolder) => path.join(dataDir, 'uploads', folder);

export function contentTypeOf(fileName: string): ProfileImageType | null {
  const extension = path.extname(fileName).slice(1);
  return signatures.find((signature) => signature.extension === extension)?.type ?? null;
}

/** Writes the image under a new name (through a temporary file, so no half image is ever read). */
export async function storeImage(
  dataDir: string,
  folder: ImageFolder,
  bytes: Buffer,
  type: ProfileImageType,
): Promise<string> {
  const extension = signatures.find((signature) => signature.type === type)?.extension ?? 'bin';
  const name = `${randomUUID()}.${extension}`;
  const directory = folderOf(dataDir, folder);
  await fs.mkdir(directory, { recursive: true });
  const temporary = path.join(directory, `.${name}.tmp`);
  await fs.writeFile(temporary, bytes, { mode: 0o600 });
  await fs.rename(temporary, path.join(directory, name));
  return name;
}

export async function readImage(
  dataDir: string,
  folder: ImageFolder,
  name: string,
): Promise<Buffer | null> {
  if (!storedNamePattern.test(name)) return null;
  try {
    return await fs.readFile(path.join(folderOf(dataDir, folder), name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function removeImage(
  dataDir: string,
  folder: ImageFolder,
  name: string,
): Promise<void> {
  if (!storedNamePattern.test(name)) return;
  await fs.rm(path.join(folderOf(dataDir, folder), name), { force: true });
}
