import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ALL_ORGANISATIONS, type Role } from '@portal/contracts/roles';
import { singleLinePattern } from '@portal/contracts/control-characters';
import type { Database, Executor, Transaction } from '#src/db/client.ts';
import { AppError } from '#src/lib/errors.ts';
import type { Jobs } from '#src/lib/jobs.ts';
import { enqueueMail } from '#src/lib/messages/mail.ts';
import { hashPassword, verifyPassword } from '#src/lib/password.ts';
import {
  createMemberForAccount,
  findMemberRowByEmail,
  isEmailUsedByMember,
} from '#src/modules/members/members.service.ts';
import {
  consumePasswordReset,
  deleteRoleGrant,
  deleteUser,
  findUserByEmail,
  insertPasswordReset,
  insertRoleGrant,
  listHoldersOfRole,
  insertUser,
  isPasswordResetUsable,
  listRoleGrants,
  setPasswordFromEmailedLink,
} from './accounts.repository.ts';
import { prepareEmailVerification, recordEmailVerification } from './email-verification.service.ts';
import { hashLinkToken, newLinkToken } from './emailed-links.ts';
import type { Locale, MessageKey } from './pages/texts.ts';
import { texts } from './pages/texts.ts';
import { passwordResetMail } from './password-reset-mail.tsx';
import { deletePayloadsOfAccount } from './provider-state.repository.ts';

/** Messages are text keys (see pages/texts.ts), so the pages can show them in either language. */
const message = (key: MessageKey) => ({ error: key });

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, message('required'))
  .regex(singleLinePattern, message('controlCharacters'))
  .max(254, message('tooLong'))
  .pipe(z.email(message('invalidEmail')));

const newPasswordSchema = z
  .string()
  .min(1, message('required'))
  .min(10, message('passwordTooShort'))
  .max(200, message('passwordTooLong'));

const name = z
  .string()
  .trim()
  .min(1, message('required'))
  .max(100, message('tooLong'))
  .regex(singleLinePattern, message('controlCharacters'));

export const registrationSchema = z
  .object({
    firstName: name,
    lastName: name,
    email: emailSchema,
    password: newPasswordSchema,
    passwordConfirmation: z.string(),
  })
  .refine((input) => input.password === input.passwordConfirmation, {
    path: ['passwordConfirmation'],
    ...message('passwordMismatch'),
  });
export type RegistrationInput = z.infer<typeof registrationSchema>;

export const newPasswordFormSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: newPasswordSchema,
    passwordConfirmation: z.string(),
  })
  .refine((input) => input.password === input.passwordConfirmation, {
    path: ['passwordConfirmation'],
    ...message('passwordMismatch'),
  });

export const forgotPasswordFormSchema = z.object({ email: emailSchema });

/** The first message per field, keyed by field name. */
export function fieldMessages(error: z.ZodError): Partial<Record<string, MessageKey>> {
  const fields: Partial<Record<string, MessageKey>> = {};
  for (const issue of error.issues) {
    const fieldName = String(issue.path[0] ?? 'form');
    fields[fieldName] ??= issue.message in texts.da ? (issue.message as MessageKey) : 'required';
  }
  return fields;
}

let dummyHash: Promise<string> | undefined;

/**
 * The account id when the email and password match an enabled account, otherwise null. An unknown
 * email costs one scrypt as well, so the answer time does not tell which emails have accounts.
 */
export async function authenticate(
  db: Database,
  credentials: { email: string; password: string },
): Promise<string | null> {
  const user = await findUserByEmail(db, credentials.email.trim());
  if (!user) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(credentials.password, await dummyHash);
    return null;
  }
  const matches = await verifyPassword(credentials.password, user.passwordHash);
  return matches && !user.disabled ? user.id : null;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const emailTaken = (): AppError =>
  new AppError('CONFLICT', 'emailTaken', { fields: [{ field: 'email', message: 'emailTaken' }] });

/**
 * Creates the account, its member row and its role in one transaction. A self-registered person
 * gets `org:ALL|role:USER` (see docs/decisions.md). An email already used by an account or by a
 * member is refused: adopting an existing member row would hand its data to whoever typed the email.
 * The same transaction queues the mail with the link that confirms the address.
 */
export async function registerAccount(
  db: Database,
  jobs: Jobs,
  input: RegistrationInput,
  context: { locale: Locale; publicUrl: string },
): Promise<string> {
  const verification = await prepareEmailVerification({
    email: input.email,
    name: input.firstName,
    language: context.locale,
    publicUrl: context.publicUrl,
  });
  return createAccount(db, { ...input, locale: context.locale, role: 'USER' }, (tx, userId) =>
    recordEmailVerification(tx, jobs, verification, userId),
  );
}

/**
 * The first super administrator of a real installation (`npm run create-admin`). The operator
 * typed the address on the server itself, often before any mail can go out: it counts as confirmed.
 */
export async function createSuperAdministrator(
  db: Database,
  input: { firstName: string; lastName: string; email: string; password: string },
): Promise<string> {
  return createAccount(db, { ...input, locale: 'da', role: 'SUPER_ADMIN', emailVerified: true });
}

/** Makes an existing account a super administrator; false when there is no such account. */
export async function grantSuperAdministrator(db: Database, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return false;
    await insertRoleGrant(tx, { userId: user.id, orgKey: ALL_ORGANISATIONS, role: 'SUPER_ADMIN' });
    return true;
  });
}

async function createAccount(
  db: Database,
  input: {
    firstName: string;
    lastName: string;
    email: string;
    password: string;
    locale: Locale;
    role: 'USER' | 'SUPER_ADMIN';
    emailVerified?: boolean;
  },
  afterInsert?: (tx: Transaction, userId: string) => Promise<void>,
): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      if (
        (await findUserByEmail(tx, input.email)) ||
        (await isEmailUsedByMember(tx, input.email))
      ) {
        throw emailTaken();
      }
      const user = await insertUser(tx, {
        email: input.email,
        givenName: input.firstName,
        familyName: input.lastName,
        passwordHash,
        locale: input.locale,
        emailVerified: input.emailVerified ?? false,
      });
      await insertRoleGrant(tx, { userId: user.id, orgKey: ALL_ORGANISATIONS, role: input.role });
      await createMemberForAccount(tx, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        preferredLanguage: input.locale,
      });
      await afterInsert?.(tx, user.id);
      return user.id;
    });
  } catch (error) {
    // Two registrations of one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

const resetLifetimeMs = 60 * 60 * 1000;

/**
 * Sends a reset link when the email has an account; does nothing visible otherwise, so the page
 * answers the same either way. Only the token's hash is stored; the mail is queued in the same
 * transaction, so a link exists exactly when its mail goes out.
 */
export async function requestPasswordReset(
  db: Database,
  jobs: Jobs,
  request: { email: string; locale: Locale; publicUrl: string },
): Promise<void> {
  const user = await findUserByEmail(db, request.email);
  if (!user || user.disabled) return;
  const { token, tokenHash } = newLinkToken();
  const link = `${request.publicUrl}/idp/reset-password?token=${token}`;
  // The member's chosen language; the page's for an account whose member is gone.
  const member = await findMemberRowByEmail(db, user.email);
  const mail = await passwordResetMail({
    language: member?.preferredLanguage ?? request.locale,
    name: user.givenName,
    link,
  });
  await db.transaction(async (tx) => {
    await insertPasswordReset(tx, {
      tokenHash,
      userId: user.id,
      expiresAt: new Date(Date.now() + resetLifetimeMs),
    });
    await enqueueMail(jobs, tx, {
      to: user.email,
      ...mail,
      idempotencyKey: `password-reset-${tokenHash}`,
    });
  });
}

export async function isResetTokenUsable(db: Database, token: string): Promise<boolean> {
  return isPasswordResetUsable(db, hashLinkToken(token), new Date());
}

/**
 * Sets the new password if the link is unused and unexpired, and ends every session and refresh
 * token of the account: whoever knew the old password is signed out.
 */
export async function resetPassword(
  db: Database,
  input: { token: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const reset = await consumePasswordReset(tx, hashLinkToken(input.token), new Date());
    if (!reset) throw new AppError('BAD_REQUEST', 'resetInvalid');
    await setPasswordFromEmailedLink(tx, reset.userId, passwordHash);
    await deletePayloadsOfAccount(tx, reset.userId);
  });
}

/** The administrators of an organisation as the embedded provider grants them. */
export async function listOrganisationAdministrators(db: Executor, orgKey: string) {
  return listHoldersOfRole(db, orgKey, 'ADMIN');
}

/** The super administrators (`org:ALL|role:SUPER_ADMIN`) of the embedded provider, by name. */
export async function listSuperAdministrators(db: Executor) {
  return listHoldersOfRole(db, ALL_ORGANISATIONS, 'SUPER_ADMIN');
}

/**
 * Makes the account with this email ADMIN of the organisation; false when there is no such
 * account. Effective with the account's next token.
 */
export async function grantOrganisationAdministrator(
  db: Executor,
  email: string,
  orgKey: string,
): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  await insertRoleGrant(db, { userId: user.id, orgKey, role: 'ADMIN' });
  return true;
}

/** Takes ADMIN of the organisation from the account; false when it did not hold it. */
export async function revokeOrganisationAdministrator(
  db: Executor,
  email: string,
  orgKey: string,
): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  return deleteRoleGrant(db, { userId: user.id, orgKey, role: 'ADMIN' });
}

/** The account behind an email, when the password is its own: for a member who confirms a step. */
export interface ConfirmedAccount {
  userId: string;
  roles: { orgKey: string; role: Role }[];
}

/**
 * Checks the password of the account with this email, with the same scrypt check as the sign-in
 * page; null when it does not match (or there is no such account).
 */
export async function confirmAccountPassword(
  db: Executor,
  email: string,
  password: string,
): Promise<ConfirmedAccount | null> {
  const user = await findUserByEmail(db, email);
  if (!user || !(await verifyPassword(password, user.passwordHash))) return null;
  return { userId: user.id, roles: await listRoleGrants(db, user.id) };
}

/**
 * Deletes the account (GDPR article 17) in the caller's transaction: with its sessions, grants and
 * refresh tokens at the provider, so no session of it goes on and nobody signs in as it again.
 */
export async function deleteAccount(tx: Executor, userId: string): Promise<void> {
  await deletePayloadsOfAccount(tx, userId);
  await deleteUser(tx, userId);
}

/** What the provider keeps of an account, for its owner's copy of their data (no password hash). */
export async function describeAccount(db: Executor, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  return {
    email: user.email,
    emailVerified: user.emailVerified,
    name: [user.givenName, user.familyName].filter(Boolean).join(' '),
    locale: user.locale,
    createdAt: user.createdAt.toISOString(),
    roles: await listRoleGrants(db, user.id),
  };
}
