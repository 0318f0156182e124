import type { CurrentUser } from '@portal/contracts/current-user';
import type { Database, Executor } from '#src/db/client.ts';
import {
  isEmailVerified,
  sendEmailVerificationAgain,
} from '#src/idp/email-verification.service.ts';
import { type Caller, InvalidTokenError, type TokenVerifier } from '#src/lib/auth.ts';
import type { Jobs } from '#src/lib/jobs.ts';
import { findMemberIdForEmail } from '#src/modules/members/members.service.ts';

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
    emailVerified: await isEmailVerified(db, caller.email),
  };
}

/**
 * The notice's "Send again": a new confirmation link to the caller's own address. Always the
 * caller's, also while a super administrator acts as a member: the link is for the one who reads
 * that mailbox, and nobody else's mail is sent on their behalf.
 */
export async function sendOwnEmailVerification(
  deps: { db: Database; jobs: Jobs; publicUrl: string },
  caller: Caller,
): Promise<void> {
  await sendEmailVerificationAgain(deps.db, deps.jobs, caller, deps.publicUrl);
}
