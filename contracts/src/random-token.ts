import { z } from 'zod';

/** Web Crypto, present in Node 20+ and every browser; declared here as contracts have no DOM lib. */
declare const crypto: { getRandomValues<T extends Uint8Array>(array: T): T };

export const alphanumerics = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const upperAlphanumerics = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** SPEC.md section 9: the return token is 40 alphanumerics. */
export const RETURN_TOKEN_LENGTH = 40;

export const returnTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9]{40}$/, 'must be the 40-character token of the payment return link');

/**
 * `length` characters drawn uniformly from `alphabet` with a cryptographic generator. Bytes at or
 * above the largest multiple of the alphabet's size are thrown away (rejection sampling), so no
 * character is likelier than another: a plain `byte % 62` would favour the first eight.
 */
export function randomToken(
  length: number = RETURN_TOKEN_LENGTH,
  alphabet = alphanumerics,
): string {
  if (!Number.isInteger(length) || length < 1) throw new RangeError('length must be positive');
  if (alphabet.length < 2 || alphabet.length > 256) {
    throw new RangeError('alphabet must have 2 to 256 characters');
  }
  const limit = 256 - (256 % alphabet.length);
  let token = '';
  while (token.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(Math.max(16, (length - token.length) * 2)));
    for (const byte of bytes) {
      if (byte >= limit) continue;
      token += alphabet.charAt(byte % alphabet.length);
      if (token.length === length) break;
    }
  }
  return token;
}
