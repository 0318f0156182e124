import type { AccountDeletionResult, DeleteAccountInput } from '@portal/contracts/personal-data';
import { randomToken } from '@portal/contracts/random-token';
import type { Transaction } from '#src/db/client.ts';
import {
  confirmAccountPassword,
  deleteAccount,
  listOrganisationAdministrators,
  listSuperAdministrators,
} from '#src/idp/accounts.service.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import { type ChangeOrigin, writeAuditRecord } from '#src/lib/audit.ts';
import { AppError } from '#src/lib/errors.ts';
import { enqueueMail } from '#src/lib/messages/mail.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';
import { removeImage } from '#src/lib/uploads/image-store.ts';
import { cancelEntryByClub } from '#src/modules/events/entries.service.ts';
import { leaveWaitingListsOfErasedMember } from '#src/modules/events/waiting-list.service.ts';
import { findMemberRowByEmail } from '#src/modules/members/members.service.ts';
import {
  endRenewalsOfErasedMembers,
  forgetSavedCards,
} from '#src/modules/memberships/saved-card-erasure.service.ts';
import { createNotification } from '#src/modules/notifications/notifications.service.ts';
import { accountDeletedMail, accountDeletedNotice } from './account-deleted-mail.tsx';
import {
  anonymiseAuditActor,
  anonymiseMember,
  anonymiseMoneyRecords,
  anonymiseParticipant,
  childrenToErase,
  deleteTiesOf,
  eraseContactUs,
  freeFutureBookings,
  hasPaymentUnderWay,
  lockMember,
  membershipsToTell,
  organisationReceivingContactAt,
  paidFutureBooking,
} from './erasure.repository.ts';
import { requireOwnAccount } from './personal-data-export.service.ts';
import { hasMoneyRecords, purgeFamily } from './retention.repository.ts';

// No 0/O or 1/I: a reference is read out on the telephone to the treasurer.
const referenceAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const newReference = () => `Deleted member ${randomToken(8, referenceAlphabet)}`;

type Told = Awaited<ReturnType<typeof membershipsToTell>>;

/**
 * The administrators of each organisation the member (or a child of theirs) was a member of get
 * a notification and a mail naming the reference and the memberships, nothing more; where an
 * organisation has no administrator, the super administrators do.
 */
async function tellClubs(
  ctx: ServiceContext,
  tx: Transaction,
  facts: { reference: string; references: Map<string, string>; told: Told; rootId: string },
) {
  // Map.groupBy waits for Node 20 to be dropped.
  const byOrganisation = new Map<string, Told>();
  for (const row of facts.told)
    byOrganisation.set(row.orgKey, [...(byOrganisation.get(row.orgKey) ?? []), row]);
  for (const [orgKey, rows] of byOrganisation) {
    const organisation = rows[0]?.orgName ?? orgKey;
    const memberships = rows.map((row) => {
      const held = `${row.typeName ?? '—'} (${row.status})`;
      return row.memberId === facts.rootId
        ? held
        : `${held}: ${facts.references.get(row.memberId) ?? ''}`;
    });
    let recipients = await listOrganisationAdministrators(tx, orgKey);
    if (recipients.length === 0) recipients = await listSuperAdministrators(tx);
    const about = { reference: facts.reference, organisation, memberships };
    for (const recipient of recipients) {
      const admin = await findMemberRowByEmail(tx, recipient.email);
      const language = admin?.preferredLanguage ?? 'da';
      const notice = accountDeletedNotice(language, about);
      if (admin) {
        await createNotification(tx, {
          receiverId: admin.id,
          senderId: null,
          type: 'CONTACT_US',
          title: notice.title,
          message: notice.message,
          data: {
            org: orgKey,
            env: new URL(ctx.config.publicUrl).host,
            senderName: facts.reference,
            senderEmail: null,
            link: `/ui/admin/members?org=${encodeURIComponent(orgKey)}`,
          },
        });
      }
      const mail = await accountDeletedMail(language, about);
      await enqueueMail(ctx.jobs, tx, {
        to: recipient.email,
        ...mail,
        idempotencyKey: `account-deleted-${facts.reference}-${orgKey}-${recipient.email}`,
      });
    }
  }
}

/** Refuses a deletion that would leave money or a duty half done; the member is told why. */
async function refuseUnfinished(
  tx: Transaction,
  member: { id: string; email: string },
  ids: string[],
  now: Date,
) {
  const contact = await organisationReceivingContactAt(tx, member.email);
  if (contact) {
    throw AppError.of('CONFLICT', 'account_deletion_contact_person', {
      organisation: contact.name,
    });
  }
  if (await hasPaymentUnderWay(tx, member.id, ids)) {
    throw AppError.of('CONFLICT', 'account_deletion_payment_under_way');
  }
  const booking = await paidFutureBooking(tx, member.id, now);
  if (booking)
    throw AppError.of('CONFLICT', 'account_deletion_paid_booking', { event: booking.title });
}

/**
 * POST member/account/deletion (GDPR article 17), confirmed by the account's password. In one
 * transaction the member and the children they keep are emptied to an anonymous reference, their
 * ties (family links, notifications, feeds, waiting places, Contact Us threads) deleted, free
 * bookings of events to come cancelled, automatic renewal ended, and the sign-in account deleted
 * with its sessions. Payments stay under the reference for bookkeeping law's five years
 * (retention.service.ts); a member with none is removed at once. Their clubs are told.
 */
export async function deleteOwnAccount(
  ctx: ServiceContext,
  acting: ActingMember,
  input: DeleteAccountInput,
  origin: ChangeOrigin,
  now = new Date(),
): Promise<AccountDeletionResult> {
  requireOwnAccount(acting);
  const email = acting.caller.email;
  if (!ctx.config.oidc.embedded) {
    throw AppError.of('CONFLICT', 'account_deletion_outside_provider', {
      issuer: ctx.config.oidc.issuer,
    });
  }
  const account = await confirmAccountPassword(ctx.db, email, input.password);
  if (!account) {
    throw AppError.of('BAD_REQUEST', 'account_password_wrong', undefined, [
      { field: 'password', message: 'is not the password of your account' },
    ]);
  }
  if (account.roles.some((grant) => grant.role !== 'USER')) {
    throw AppError.of('CONFLICT', 'account_deletion_staff');
  }
  const reference = newReference();
  const { cards, images } = await ctx.db.transaction(async (tx) => {
    const member = await lockMember(tx, acting.id);
    if (!member || member.deletedAt) throw AppError.of('NOT_FOUND', 'account_already_deleted');
    const children = await childrenToErase(tx, member.id);
    const ids = [member.id, ...children.map((child) => child.id)];
    await refuseUnfinished(tx, { id: member.id, email }, ids, now);
    const references = new Map(
      ids.map((id) => [id, id === member.id ? reference : newReference()]),
    );
    const told = await membershipsToTell(tx, ids);

    for (const entryId of await freeFutureBookings(tx, member.id, now)) {
      await cancelEntryByClub(ctx, tx, entryId, 'The member deleted their account.');
    }
    await leaveWaitingListsOfErasedMember(ctx, tx, member.id);
    const savedCards = await endRenewalsOfErasedMembers(tx, ids);
    await deleteTiesOf(tx, member.id, ids);
    await eraseContactUs(tx, member.id, reference);
    await anonymiseMoneyRecords(tx, member.id, reference);
    for (const [id, personReference] of references) {
      await anonymiseParticipant(tx, id, personReference);
      await anonymiseMember(tx, id, personReference, now);
    }
    await anonymiseAuditActor(tx, email, reference);
    await deleteAccount(tx, account.userId);

    await tellClubs(ctx, tx, { reference, references, told, rootId: member.id });
    const organisations = [...new Set(told.map((row) => row.orgKey))];
    for (const orgKey of organisations.length ? organisations : [null]) {
      await writeAuditRecord(tx, {
        actorSubject: reference,
        actorEmail: reference,
        actedAsMemberId: null,
        orgKey,
        action: 'member_account_deleted',
        ...origin,
        statusCode: '200',
        details: { reference, memberships: told.filter((row) => row.orgKey === orgKey).length },
      });
    }
    // Nothing bookkeeping law keeps: nothing is kept.
    if (!(await hasMoneyRecords(tx, ids))) await purgeFamily(tx, member.id, ids);
    return {
      cards: savedCards,
      images: [member, ...children].flatMap((person) =>
        person.profileImage ? [person.profileImage] : [],
      ),
    };
  });
  // After the commit: a gateway or a disk that fails now leaves a card or a file unused, no more.
  await forgetSavedCards(ctx, cards);
  for (const image of images) {
    await removeImage(ctx.config.dataDir, 'profile-images', image).catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'a deleted member’s profile image was not removed');
    });
  }
  return { reference };
}
