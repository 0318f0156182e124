import { generateKeyPair, randomBytes, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { JSONWebKeySet, JWK } from 'jose';
import type { Database } from '#src/db/client.ts';
import { insertServerKey, listServerKeys, lockServerKeys } from './provider-state.repository.ts';

const generateRsaKeyPair = promisify(generateKeyPair);

export interface ProviderKeys {
  /** Private signing keys in JWK form, the one to sign with first. */
  signing: JWK[];
  /** Secrets that sign the provider's cookies, newest first (Keygrip's order). */
  cookieSecrets: string[];
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateRsaKeyPair('rsa', { modulusLength: 2048 });
  // A random kid: unique even if two servers ever generated keys at once.
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

/**
 * The provider's signing keys and cookie secrets, created on the first start and kept in
 * `server_keys` ever after: tokens and cookies issued before a restart stay valid after it.
 */
export async function loadProviderKeys(db: Database): Promise<ProviderKeys> {
  return db.transaction(async (tx) => {
    await lockServerKeys(tx);
    let rows = await listServerKeys(tx);
    if (!rows.some((row) => row.purpose === 'signing')) {
      const jwk = await newSigningKey();
      await insertServerKey(tx, {
        kid: jwk.kid ?? randomUUID(),
        purpose: 'signing',
        material: jwk,
      });
    }
    if (!rows.some((row) => row.purpose === 'cookie')) {
      await insertServerKey(tx, {
        kid: `cookie-${randomUUID()}`,
        purpose: 'cookie',
        material: { secret: randomBytes(32).toString('base64url') },
      });
    }
    rows = await listServerKeys(tx);
    return {
      signing: rows.filter((row) => row.purpose === 'signing').map((row) => row.material as JWK),
      cookieSecrets: rows
        .filter((row) => row.purpose === 'cookie')
        .map((row) => String(row.material.secret))
        .reverse(),
    };
  });
}

/** The public halves only: what the JWKS endpoint shows and what the API verifies with. */
export function publicKeySet(keys: ProviderKeys): JSONWebKeySet {
  return {
    keys: keys.signing.map(({ kty, n, e, crv, x, y, kid, alg, use }) =>
      Object.fromEntries(
        Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(
          ([, value]) => value !== undefined,
        ),
      ),
    ),
  };
}
