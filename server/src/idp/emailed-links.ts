import { createHash, randomBytes } from 'node:crypto';

/**
 * The secret of a link sent by email (a password reset, an address confirmation) and the SHA-256
 * that is stored of it: whoever reads the database cannot follow the links.
 */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
