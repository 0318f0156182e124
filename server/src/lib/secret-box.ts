import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '#src/config.ts';

/**
 * Encrypts the organisations' gateway API keys at rest (AES-256-GCM). Each sealed value names the
 * key it was sealed with, so a server started with another key says so instead of sending the
 * gateway garbage, and is bound to its organisation: copied onto another organisation's row it
 * does not open.
 */
export interface SecretBox {
  seal(plain: string, owner: string): string;
  open(sealed: string, owner: string): string;
}

const version = 'v1';

export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

export function isSealed(value: string): boolean {
  return value.startsWith(`${version}.`);
}

/** Names a key without telling it: sealed values carry it, and backups record it. */
export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new SecretBoxError('the encryption key must be 32 bytes');
  const keyId = keyIdOf(key);
  return {
    seal(plain, owner) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(owner));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [version, keyId, ...parts].join('.');
    },
    open(sealed, owner) {
      const [tag, sealedKeyId, iv, authTag, body] = sealed.split('.');
      if (tag !== version || !iv || !authTag || body === undefined) {
        throw new SecretBoxError('the stored secret is not in a known form');
      }
      if (sealedKeyId !== keyId) {
        throw new SecretBoxError(
          `the stored secret was encrypted with another key (${sealedKeyId}, this server has ${keyId}): set SECRETS_ENCRYPTION_KEY as on the server that saved it`,
        );
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(owner));
        decipher.setAuthTag(Buffer.from(authTag, 'base64url'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        throw new SecretBoxError('the stored secret does not open: it was altered or moved');
      }
    },
  };
}

export const keyFileName = 'secrets-encryption.key';
const boxes = new Map<string, SecretBox>();

/**
 * The box of this server: the key from SECRETS_ENCRYPTION_KEY, or else one made once and kept in
 * the data directory (readable by the server's user only), which suits a single server.
 */
export function secretBoxOf(config: Pick<Config, 'secretsKey' | 'dataDir'>): SecretBox {
  if (config.secretsKey) return secretBox(config.secretsKey);
  const file = path.join(config.dataDir, keyFileName);
  const known = boxes.get(file);
  if (known) return known;
  let key: Buffer;
  try {
    key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    fs.mkdirSync(config.dataDir, { recursive: true });
    key = randomBytes(32);
    try {
      // 'wx': two servers starting at once over one data directory keep the first one's key.
      fs.writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (writeError) {
      if ((writeError as NodeJS.ErrnoException).code !== 'EEXIST') throw writeError;
      key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    }
  }
  const box = secretBox(key);
  boxes.set(file, box);
  return box;
}
