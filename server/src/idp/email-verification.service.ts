import { type Language, languageOf } from '@portal/contracts/language';
import type { Database, Executor, Transaction } from '#src/db/client.ts';
import { AppError } from '#src/lib/errors.ts';
import type { Jobs } from '#src/lib/jobs.ts';
import { enqueueMail } from '#src/lib/messages/mail.ts';
import type { RenderedMail } from '#src/lib/messages/mail-templates/render.ts';
import { findMemberRowByEmail } from '#src/modules/members/members.service.ts';
import { findUserByEmail, findUserById } from './accounts.repository.ts';
import { emailVerificationMail } from './email-verification-mail.tsx';
import {
  findEmailVerificationForUpdate,
  findEmailVerified,
  findEmailVerifiedForUpdate,
  insertEmailVerification,
  latestEmailVerificationAt,
  markEmailVerificationUsed,
  setEmailVerified,
} from './email-verification.repository.ts';
import { hashLinkToken, newLinkToken } from './emailed-links.ts';

const linkLifetimeMs = 24 * 60 * 60 * 1000;
/** "Send again" mails an account at most once in this time, however often it is asked. */
export const resendIntervalMs = 60_000;

/** A confirmation link and its mail, made before the transaction that records them. */
export interface PreparedEmailVerification {
  email: string;
  tokenHash: string;
  mail: RenderedMail;
}

export async function prepareEmailVerification(facts: {
  email: string;
  name: string;
  language: Language;
  publicUrl: string;
}): Promise<PreparedEmailVerification> {
  const { token, tokenHash } = newLinkToken();
  const mail = await emailVerificationMail({
    language: facts.language,
    name: facts.name,
    link: `${facts.publicUrl}/idp/verify-email?token=${token}`,
  });
  return { email: facts.email.toLowerCase(), tokenHash, mail };
}

/**
 * Stores the link's hash and queues its mail in the caller's transaction (the one that made the
 * account, or a "send again"), so a link exists exactly when its mail goes out.
 */
export async function recordEmailVerification(
  tx: Transaction,
  jobs: Jobs,
  prepared: PreparedEmailVerification,
  userId: string,
  now = new Date(),
): Promise<void> {
  await insertEmailVerification(tx, {
    tokenHash: prepared.tokenHash,
    userId,
    email: prepared.email,
    expiresAt: new Date(now.getTime() + linkLifetimeMs),
    createdAt: now,
  });
  await enqueueMail(jobs, tx, {
    to: prepared.email,
    ...prepared.mail,
    idempotencyKey: `email-verification-${prepared.tokenHash}`,
  });
}

/**
 * "Send again": a new link to the account's address, in its member's language. Earlier links keep
 * working until they expire; the mail a minute at most stops the button from flooding a mailbox.
 */
export async function sendEmailVerificationAgain(
  db: Database,
  jobs: Jobs,
  account: { email: string },
  publicUrl: string,
  now = new Date(),
): Promise<void> {
  const user = await findUserByEmail(db, account.email);
  // No account here: an outside identity provider vouches for its own addresses.
  if (!user || user.emailVerified) throw AppError.of('CONFLICT', 'email_already_verified');
  const member = await findMemberRowByEmail(db, user.email);
  const prepared = await prepareEmailVerification({
    email: user.email,
    name: member?.firstName ?? user.givenName,
    language: member?.preferredLanguage ?? languageOf(user.locale),
    publicUrl,
  });
  await db.transaction(async (tx) => {
    // Confirmed in the meantime (another tab), or deleted: nothing to send.
    if ((await findEmailVerifiedForUpdate(tx, user.id)) !== false) {
      throw AppError.of('CONFLICT', 'email_already_verified');
    }
    const latest = await latestEmailVerificationAt(tx, user.id);
    const waitMs = latest ? latest.getTime() + resendIntervalMs - now.getTime() : 0;
    if (waitMs > 0) {
      throw AppError.of('RATE_LIMITED', 'email_verification_sent_recently', {
        count: Math.ceil(waitMs / 1000),
      });
    }
    await recordEmailVerification(tx, jobs, prepared, user.id, now);
  });
}

export type EmailVerificationOutcome = 'confirmed' | 'alreadyConfirmed' | 'expired' | 'invalid';

/**
 * The emailed link followed: the address is confirmed if the link is unused, unexpired and the
 * account still has the address it was sent to. Answers the member's language for the page, when
 * the link says whose it is.
 */
export async function followEmailVerification(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ outcome: EmailVerificationOutcome; language: Language | null }> {
  const followed = await db.transaction(async (tx) => {
    const link = await findEmailVerificationForUpdate(tx, hashLinkToken(token));
    if (!link) return { outcome: 'invalid' as const, email: null };
    const user = await findUserById(tx, link.userId);
    const isStillTheAddress = user?.email === link.email;
    let outcome: EmailVerificationOutcome;
    if (link.usedAt) {
      outcome = isStillTheAddress && user.emailVerified ? 'alreadyConfirmed' : 'invalid';
    } else if (link.expiresAt <= now) {
      outcome = 'expired';
    } else if (await setEmailVerified(tx, link.userId, link.email)) {
      await markEmailVerificationUsed(tx, link.tokenHash, now);
      outcome = 'confirmed';
    } else {
      outcome = 'invalid';
    }
    return { outcome, email: link.email };
  });
  const member = followed.email ? await findMemberRowByEmail(db, followed.email) : null;
  return { outcome: followed.outcome, language: member?.preferredLanguage ?? null };
}

/**
 * Whether the address has been confirmed. An address without an account here is confirmed as far
 * as the portal can tell: an outside identity provider answers for its own.
 */
export async function isEmailVerified(db: Executor, email: string): Promise<boolean> {
  return (await findEmailVerified(db, email.toLowerCase())) !== false;
}

/**
 * Paying and booking wait for a confirmed address: receipts, tickets and refunds go to it. Judged
 * on the member the request acts for (a super administrator acting as a member is judged as that
 * member); a member without an email of their own has no account to confirm.
 */
export async function refuseUnverifiedEmail(
  db: Executor,
  member: { email: string | null },
): Promise<void> {
  if (member.email && !(await isEmailVerified(db, member.email))) {
    throw AppError.of('FORBIDDEN', 'email_not_verified');
  }
}
