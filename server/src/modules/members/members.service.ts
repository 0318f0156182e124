import type { z } from 'zod';
import type { Language } from '@portal/contracts/language';
import type { Member, MemberListItem, MemberName } from '@portal/contracts/member';
import type {
  createMemberInputSchema,
  updateProfileInputSchema,
} from '@portal/contracts/member-input';
import { isSuperAdmin } from '@portal/contracts/roles';
import type { Executor } from '#src/db/client.ts';
import { describeAccount } from '#src/idp/accounts.service.ts';
import { AppError } from '#src/lib/errors.ts';
import { canActFor } from '#src/modules/family/family-access.service.ts';
import {
  type ActingMember,
  findMemberByEmail,
  type SignedIn,
  findMemberById,
  type MemberRow,
} from '#src/lib/acting-member.ts';
import { isUniqueViolation } from '#src/lib/db-errors.ts';
import { toMember } from './member-view.ts';
import {
  findMemberForUpdate,
  findMembersByIds,
  findMemberIdByEmail,
  insertMember,
  listTopLevelMembers,
  type ProfileChanges,
  updateMember,
} from './members.repository.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';

type ParsedCreateMember = z.output<typeof createMemberInputSchema>;
type ParsedProfileUpdate = z.output<typeof updateProfileInputSchema>;

/**
 * The member row of a newly registered account, written in the registration's own transaction so
 * an account never exists without its member.
 */
export async function createMemberForAccount(
  tx: Executor,
  account: { firstName: string; lastName: string; email: string; preferredLanguage: Language },
): Promise<{ memberId: string }> {
  const { id } = await insertMember(tx, account);
  return { memberId: id };
}

/** Members are found by their (lower-cased) email: the identity the token carries. */
export async function findMemberIdForEmail(db: Executor, email: string): Promise<string | null> {
  return findMemberIdByEmail(db, email);
}

export async function isEmailUsedByMember(db: Executor, email: string): Promise<boolean> {
  return (await findMemberIdByEmail(db, email)) !== null;
}

export type { MemberRow };

export async function findMemberRowByEmail(db: Executor, email: string): Promise<MemberRow | null> {
  return findMemberByEmail(db, email);
}

/**
 * Members by id, for features that show or bill members they have already checked with
 * canActFor (memberships, say). Unknown ids are left out.
 */
export async function findMemberRowsByIds(db: Executor, ids: string[]): Promise<MemberRow[]> {
  return findMembersByIds(db, [...new Set(ids)]);
}

export async function findMemberRowById(db: Executor, id: string): Promise<MemberRow | null> {
  return findMemberById(db, id);
}

/**
 * GET member/search-email: the web app looks up the signed-in member and creates it on a 404.
 * Only one's own email is answered: anything else would tell who is a member.
 */
export function ownMemberByEmail({ acting, caller }: SignedIn, email: string): Member {
  const ownEmail = acting ? acting.email : caller.email;
  if (email !== ownEmail) {
    throw AppError.of('FORBIDDEN', 'own_member_lookup_only');
  }
  if (!acting) throw AppError.of('NOT_FOUND', 'no_member_for_email');
  return toMember(acting.row);
}

function profileChanges(input: ParsedProfileUpdate): ProfileChanges {
  const { address, ...fields } = input;
  const changes: ProfileChanges = { ...fields };
  if (address !== undefined) {
    changes.addressLine1 = address?.addressLine1 ?? null;
    changes.addressLine2 = address?.addressLine2 ?? null;
    changes.addressLine3 = address?.addressLine3 ?? null;
    changes.city = address?.city ?? null;
    changes.postCode = address?.postCode ?? null;
    changes.country = address?.country ?? null;
  }
  return changes;
}

/** POST member/item: the caller's own member, on first sign-in through an outside provider. */
export async function createOwnMember(
  ctx: ServiceContext,
  { acting, caller }: SignedIn,
  input: ParsedCreateMember,
): Promise<Member> {
  if (input.email !== caller.email) {
    throw AppError.of('FORBIDDEN', 'own_member_create_only');
  }
  if (acting) throw AppError.of('CONFLICT', 'member_email_taken');
  // An access token outlives a deleted account by up to five minutes: it must not bring the
  // member back. (An external provider's accounts are not known here.)
  if (ctx.config.oidc.embedded && !(await describeAccount(ctx.db, caller.email))) {
    throw AppError.of('UNAUTHORIZED', 'account_already_deleted');
  }
  const { email, firstName, lastName, ...rest } = input;
  try {
    const row = await ctx.db.transaction((tx) =>
      insertMember(tx, { email, firstName, lastName, ...profileChanges(rest) }),
    );
    return toMember(row);
  } catch (error) {
    // Two first sign-ins at once: the second finds the first one's row.
    if (isUniqueViolation(error)) {
      throw AppError.of('CONFLICT', 'member_email_taken');
    }
    throw error;
  }
}

/** PUT member/item: the acting member's own profile. */
export async function updateOwnProfile(
  ctx: ServiceContext,
  acting: ActingMember,
  input: ParsedProfileUpdate,
): Promise<Member> {
  const row = await ctx.db.transaction(async (tx) => {
    await findMemberForUpdate(tx, acting.id);
    return updateMember(tx, acting.id, profileChanges(input));
  });
  if (!row) throw AppError.of('NOT_FOUND', 'own_member_gone');
  return toMember(row);
}

/**
 * GET member/item?email=: the name of the caller or of a member the caller may act for. Any other
 * email gets the same 404 as an unknown one, so the call tells nobody who is a member.
 */
export async function memberNameByEmail(
  ctx: ServiceContext,
  acting: ActingMember,
  email: string,
): Promise<MemberName> {
  const row = await findMemberByEmail(ctx.db, email);
  if (!row || !(await canActFor(ctx.db, acting, row.id))) {
    throw AppError.of('NOT_FOUND', 'member_not_visible');
  }
  return { id: row.id, firstName: row.firstName, lastName: row.lastName };
}

/** GET member/list: the member picker of super administrators, checked on the signed-in user. */
export async function listMembers(
  ctx: ServiceContext,
  acting: ActingMember,
  size: number,
): Promise<MemberListItem[]> {
  // OWASP ASVS 8.3.3: the originating user's permissions decide, not the member acted for.
  if (!isSuperAdmin(acting.caller.grants)) {
    throw AppError.of('FORBIDDEN', 'member_list_super_admin_only');
  }
  return listTopLevelMembers(ctx.db, size);
}
