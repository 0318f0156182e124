import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '#src/db/client.ts';
import { reusableStatement } from '#src/db/reusable-statement.ts';
import { members } from '#src/db/schema/index.ts';
import { type Caller, callerOf } from '#src/lib/auth.ts';
import { AppError } from '#src/lib/errors.ts';

/** A member as stored. */
export type MemberRow = typeof members.$inferSelect;

// Every signed-in call looks up its member by email.
const memberByEmail = reusableStatement('member_by_email', (db) =>
  db
    .select()
    .from(members)
    .where(eq(members.email, sql.placeholder('email'))),
);

export async function findMemberByEmail(db: Executor, email: string): Promise<MemberRow | null> {
  const [row] = await memberByEmail(db, { email: email.toLowerCase() });
  return row ?? null;
}

export async function findMemberById(db: Executor, id: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row ?? null;
}

/** The member a request acts for, and the signed-in user behind it. */
export interface ActingMember {
  id: string;
  email: string | null;
  firstName: string;
  lastName: string;
  /** The signed-in user: the same person today; a super administrator when impersonating. */
  caller: Caller;
  row: MemberRow;
}

/** A signed-in request before its member exists: the caller, and the member once there is one. */
export interface SignedIn {
  caller: Caller;
  acting: ActingMember | null;
}

/**
 * The one place that decides whom a request acts for: the member with the token's email, or the
 * member a super administrator acts as (checked and audited by `beginImpersonation` before any
 * route runs). Every service takes the acting member.
 */
export async function findActingMember(request: FastifyRequest): Promise<ActingMember | null> {
  const caller = callerOf(request);
  const { db } = request.server.deps.database;
  const row = request.impersonation
    ? await findMemberById(db, request.impersonation.memberId)
    : await findMemberByEmail(db, caller.email);
  return row ? actingFrom(row, caller) : null;
}

function actingFrom(row: MemberRow, caller: Caller): ActingMember {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    caller,
    row,
  };
}

/** The first and last name of a new member, from the claims the provider gave. */
function namesOf(caller: Caller): { firstName: string; lastName: string } {
  const words = caller.name.split(/\s+/).filter(Boolean);
  const firstName = caller.givenName || words[0] || caller.email.split('@')[0] || caller.email;
  const lastName = caller.familyName || (caller.givenName ? '' : words.slice(1).join(' '));
  return { firstName: firstName.slice(0, 100), lastName: lastName.slice(0, 100) };
}

/**
 * The member of a person an external provider signed in, made on their first call that needs one
 * from the token's claims, as registration at the embedded provider makes it with the account.
 * Calls that arrive together all insert; the unique email lets one row in, and the others read it.
 * (With the embedded provider a missing member means a deleted account: nothing is made.)
 */
async function memberOfFirstSignIn(request: FastifyRequest): Promise<ActingMember | null> {
  const { config, database } = request.server.deps;
  if (config.oidc.embedded || request.impersonation) return null;
  const caller = callerOf(request);
  const row = await database.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(members)
      .values({ email: caller.email, ...namesOf(caller) })
      .onConflictDoNothing({ target: members.email })
      .returning();
    if (created) request.log.info({ memberId: created.id }, 'member made at the first sign-in');
    return created ?? (await findMemberByEmail(tx, caller.email));
  });
  return row ? actingFrom(row, caller) : null;
}

/**
 * The acting member of a call that needs one: 403 if disabled, 404 before the member is created
 * (only with the embedded provider, whose registration makes it).
 */
export async function actingMemberOf(request: FastifyRequest): Promise<ActingMember> {
  const acting = (await findActingMember(request)) ?? (await memberOfFirstSignIn(request));
  if (!acting) {
    throw AppError.of('NOT_FOUND', 'no_member_for_account');
  }
  if (!acting.row.enabled) throw AppError.of('FORBIDDEN', 'member_disabled');
  return acting;
}
