import type { Executor } from '#src/db/client.ts';
import { type Caller, InvalidTokenError, type TokenVerifier } from '#src/lib/auth.ts';
import { findMemberIdForEmail } from '#src/modules/members/members.service.ts';
import type { CurrentUser } from './auth.schemas.ts';

/** True for a token this API would accept; an unusable token is an answer, not an error. */
export async function isTokenValid(verifier: TokenVerifier, token: string): Promise<boolean> {
  if (!token) return false;
  try {
    await verifier.verify(token);
    return true;
  } catch (error) {
    if (error instanceof InvalidTokenError) return false;
    throw error;
  }
}

export async function currentUser(db: Executor, caller: Caller): Promise<CurrentUser> {
  return {
    subject: caller.subject,
    email: caller.email,
    name: caller.name,
    givenName: caller.givenName,
    familyName: caller.familyName,
    grants: caller.grants,
    memberId: await findMemberIdForEmail(db, caller.email),
  };
}
