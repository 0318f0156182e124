import { fullName } from '@portal/contracts/member-fields';
import { describeAccount } from '#src/idp/accounts.service.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';
import type { ExportFile } from './export-readme.ts';
import { iso, moneyFiles } from './export-money-files.ts';
import {
  auditEntriesAbout,
  calendarFeedOf,
  childrenOf,
  contactRepliesOf,
  contactThreadsOf,
  invitationsOf,
  type MemberRow,
  notificationsOf,
} from './personal-data.repository.ts';

function profileOf(row: MemberRow) {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    address: {
      addressLine1: row.addressLine1,
      addressLine2: row.addressLine2,
      addressLine3: row.addressLine3,
      city: row.city,
      postCode: row.postCode,
      country: row.country,
    },
    preferredLanguage: row.preferredLanguage,
    profileImage: row.profileImage ? `images/${row.id}-${row.profileImage}` : null,
    comments: row.comments,
    registrationDate: iso(row.registrationDate),
    updateDate: iso(row.updateDate),
  };
}

/** Everything the portal holds about the member (and the children they keep), file by file. */

/** Everything the portal holds about the member (and the children they keep), file by file. */
export async function collect(ctx: ServiceContext, member: MemberRow) {
  const { db } = ctx;
  const children = await childrenOf(db, member.id);
  const people = [member, ...children];
  const ids = people.map((person) => person.id);

  const threads = await contactThreadsOf(db, member.id);
  const replies = await contactRepliesOf(
    db,
    threads.map((row) => row.message.id),
  );
  const files: Record<ExportFile, unknown> = {
    'profile.json': {
      member: profileOf(member),
      account: member.email ? await describeAccount(db, member.email) : null,
      calendarFeed: await calendarFeedOf(db, member.id),
    },
    'family.json': {
      children: children.map(profileOf),
      invitations: (await invitationsOf(db, member.id)).map(
        ({ invitation, otherFirstName, otherLastName }) => ({
          direction: invitation.inviterId === member.id ? 'sent' : 'received',
          otherMember: {
            name: fullName({ firstName: otherFirstName, lastName: otherLastName }),
            email:
              invitation.inviterId === member.id
                ? invitation.inviteeEmail
                : invitation.inviterEmail,
          },
          status: invitation.status,
          createdAt: iso(invitation.createdAt),
          answeredAt: iso(invitation.answeredAt),
        }),
      ),
    },
    ...(await moneyFiles(db, member, people)),
    'notifications.json': (await notificationsOf(db, ids)).map((row) => ({
      type: row.type,
      title: row.title,
      message: row.message,
      data: row.data,
      read: row.read,
      createdAt: iso(row.createdAt),
      readDate: iso(row.readDate),
    })),
    'contact-us.json': threads.map(({ message, orgKey, orgName }) => ({
      organisation: { key: orgKey, name: orgName },
      subject: message.subject,
      message: message.message,
      state: message.state,
      createdAt: iso(message.createdAt),
      replies: replies
        .filter((reply) => reply.messageId === message.id)
        .map((reply) => ({
          fromClub: reply.fromClub,
          author: reply.authorName,
          body: reply.body,
          createdAt: iso(reply.createdAt),
        })),
    })),
    'audit.json': (await auditEntriesAbout(db, member)).map((row) => ({
      occurredAt: iso(row.occurredAt),
      action: row.action,
      // Who of the staff it was is the club's record; that it was staff is the member's.
      by: row.actorEmail === member.email ? 'you' : 'staff',
      method: row.method,
      path: row.path,
      status: row.statusCode,
    })),
  };
  return { files, people };
}
