import { and, count, eq } from 'drizzle-orm';
import { hashPassword } from '#src/lib/password.ts';
import type { Database, Transaction } from './client.ts';
import {
  events,
  familyInvitations,
  members,
  membershipConfigurations,
  notifications,
  organisations,
  paymentConfigurations,
  roleGrants,
  users,
} from './schema/index.ts';

export const DEMO_PASSWORD = 'demo-password';

const demoAccounts = [
  {
    email: 'member@demo.test',
    givenName: 'Anna',
    familyName: 'Jensen',
    grants: [{ orgKey: 'ROWING', role: 'USER' }],
    address: {
      addressLine1: 'Strandvejen 12',
      city: 'Aarhus C',
      postCode: '8000',
      country: 'Denmark',
    },
    phone: '+4520123456',
  },
  {
    email: 'noaddress@demo.test',
    givenName: 'Ole',
    familyName: 'Hansen',
    grants: [{ orgKey: 'ROWING', role: 'USER' }],
    address: null,
    phone: null,
  },
  {
    email: 'admin@demo.test',
    givenName: 'Mette',
    familyName: 'Larsen',
    grants: [{ orgKey: 'ROWING', role: 'ADMIN' }],
    address: {
      addressLine1: 'Bådehavnsgade 3',
      city: 'Aarhus C',
      postCode: '8000',
      country: 'Denmark',
    },
    // The club's contact receiver: Contact Us messages also reach her on WhatsApp.
    phone: '+4520987654',
  },
  {
    email: 'super@demo.test',
    givenName: 'Sofie',
    familyName: 'Holm',
    grants: [{ orgKey: 'ALL', role: 'SUPER_ADMIN' }],
    address: {
      addressLine1: 'Nørregade 1',
      city: 'København K',
      postCode: '1165',
      country: 'Denmark',
    },
    phone: null,
  },
] as const;

const demoOrganisations = [
  // Addresses and CVR numbers are made up (the receipts print them).
  {
    key: 'ROWING',
    name: 'Aarhus Roklub',
    address: 'Tangkrogen 1\n8000 Aarhus C',
    cvrNumber: '12345678',
    contactReceiverEmail: 'admin@demo.test',
  },
  {
    key: 'CHESS',
    name: 'Skakklubben København',
    address: 'Nørrebrogade 52\n2200 København N',
    cvrNumber: '87654321',
    contactReceiverEmail: 'super@demo.test',
  },
  {
    key: 'SAILING',
    name: 'Sejlklubben Øresund',
    address: 'Strandvejen 340\n2930 Klampenborg',
    cvrNumber: '11223344',
    contactReceiverEmail: 'super@demo.test',
  },
] as const;

const day = 24 * 60 * 60 * 1000;

/** True when the database holds no organisation and no account: a first start. */
export async function isEmpty(db: Database): Promise<boolean> {
  const [orgs] = await db.select({ n: count() }).from(organisations);
  const [accounts] = await db.select({ n: count() }).from(users);
  return orgs?.n === 0 && accounts?.n === 0;
}

async function upsertOrganisation(tx: Transaction, org: (typeof demoOrganisations)[number]) {
  const [row] = await tx
    .insert(organisations)
    .values(org)
    .onConflictDoUpdate({ target: organisations.key, set: { name: org.name } })
    .returning({ id: organisations.id });
  if (!row) throw new Error(`could not seed organisation ${org.key}`);
  return row.id;
}

async function ensureAccount(
  tx: Transaction,
  account: (typeof demoAccounts)[number],
  passwordHash: string,
): Promise<string> {
  const [user] = await tx
    .insert(users)
    .values({
      email: account.email,
      givenName: account.givenName,
      familyName: account.familyName,
      passwordHash,
      emailVerified: true,
    })
    .onConflictDoUpdate({ target: users.email, set: { email: account.email } })
    .returning({ id: users.id });
  if (!user) throw new Error(`could not seed ${account.email}`);
  for (const grant of account.grants) {
    await tx
      .insert(roleGrants)
      .values({ userId: user.id, ...grant })
      .onConflictDoNothing();
  }
  const [member] = await tx
    .insert(members)
    .values({
      firstName: account.givenName,
      lastName: account.familyName,
      email: account.email,
      phone: account.phone,
      ...(account.address ?? {}),
    })
    .onConflictDoUpdate({ target: members.email, set: { email: account.email } })
    .returning({ id: members.id });
  if (!member) throw new Error(`could not seed member ${account.email}`);
  return member.id;
}

async function ensureEvent(tx: Transaction, values: typeof events.$inferInsert): Promise<void> {
  const existing = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.orgId, values.orgId), eq(events.title, values.title)));
  if (existing.length === 0) await tx.insert(events).values(values);
}

async function ensureMembershipConfiguration(
  tx: Transaction,
  values: typeof membershipConfigurations.$inferInsert,
): Promise<void> {
  const existing = await tx
    .select({ id: membershipConfigurations.id })
    .from(membershipConfigurations)
    .where(
      and(
        eq(membershipConfigurations.orgId, values.orgId),
        eq(membershipConfigurations.name, values.name),
        eq(membershipConfigurations.startDate, values.startDate),
      ),
    );
  if (existing.length === 0) await tx.insert(membershipConfigurations).values(values);
}

/**
 * The demo accounts, organisations and events of DESIGN.md. Running it again changes nothing:
 * every row is found by its natural key first.
 */
export async function seedDemoData(db: Database, now = new Date()): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const year = now.getUTCFullYear();
  await db.transaction(async (tx) => {
    const orgIds: Record<string, string> = {};
    for (const org of demoOrganisations) orgIds[org.key] = await upsertOrganisation(tx, org);
    const rowing = orgIds.ROWING ?? '';
    const chess = orgIds.CHESS ?? '';

    const memberIds: Record<string, string> = {};
    for (const account of demoAccounts) {
      memberIds[account.email] = await ensureAccount(tx, account, passwordHash);
    }
    const anna = memberIds['member@demo.test'] ?? '';
    const ole = memberIds['noaddress@demo.test'] ?? '';

    for (const orgId of [rowing, chess]) {
      await tx
        .insert(paymentConfigurations)
        .values({ orgId, provider: 'sandbox', clientSecret: 'sandbox-demo-key', testMode: true })
        .onConflictDoNothing();
    }
    const period = { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
    await ensureMembershipConfiguration(tx, {
      orgId: rowing,
      name: 'Adult',
      membershipPrice: 120_000,
      vatRate: '25',
      membershipSurcharge: 1_500,
      ...period,
    });
    await ensureMembershipConfiguration(tx, {
      orgId: rowing,
      name: 'Junior',
      membershipPrice: 60_000,
      vatRate: '25',
      membershipSurcharge: 1_500,
      ...period,
    });
    await ensureMembershipConfiguration(tx, {
      orgId: chess,
      name: 'Standard',
      membershipPrice: 45_000,
      vatRate: '0',
      membershipSurcharge: 0,
      ...period,
    });

    const children = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.parentId, anna));
    if (children.length === 0) {
      await tx.insert(members).values({
        parentId: anna,
        firstName: 'Emil',
        lastName: 'Jensen',
        gender: 'male',
        dateOfBirth: `${year - 10}-05-14`,
        familyLink: true,
        familyInvitationStatus: 'approved',
      });
    }

    const invitations = await tx
      .select({ id: familyInvitations.id })
      .from(familyInvitations)
      .where(and(eq(familyInvitations.inviterId, ole), eq(familyInvitations.inviteeId, anna)));
    if (invitations.length === 0) {
      const [invitation] = await tx
        .insert(familyInvitations)
        .values({
          inviterId: ole,
          inviteeId: anna,
          inviterEmail: 'noaddress@demo.test',
          inviteeEmail: 'member@demo.test',
        })
        .returning({ id: familyInvitations.id });
      await tx.insert(notifications).values({
        receiverId: anna,
        senderId: ole,
        type: 'FAMILY_LINK_REQUEST',
        title: 'Family link request',
        message: 'Ole Hansen wants to link you as a family member.',
        data: {
          inviterEmail: 'noaddress@demo.test',
          familyId: ole,
          inviteeId: anna,
          inviteeEmail: 'member@demo.test',
          invitationId: invitation?.id,
        },
      });
    }

    const at = (days: number, hour: number) => {
      const date = new Date(now.getTime() + days * day);
      date.setUTCHours(hour, 0, 0, 0);
      return date;
    };
    await ensureEvent(tx, {
      orgId: rowing,
      title: 'Members’ regatta on Brabrand Lake',
      description: 'Our yearly regatta for members, with lunch at the boathouse after the races.',
      location: 'Brabrand Sø, Aarhus',
      startDate: at(30, 8),
      endDate: at(30, 15),
      publicDate: at(-14, 0),
      registrationDeadline: at(27, 22),
      capacity: 12,
      memberPrice: 15_000,
      guestPrice: 15_000,
      forMembers: true,
      guestsInvited: false,
    });
    await ensureEvent(tx, {
      orgId: rowing,
      title: 'Open day at the boathouse',
      description: 'Try rowing with our coaches. Friends and family are welcome.',
      location: 'Aarhus Roklub, Tangkrogen',
      startDate: at(14, 9),
      endDate: at(14, 14),
      publicDate: at(-7, 0),
      capacity: 60,
      forMembers: false,
      guestsInvited: true,
    });
    await ensureEvent(tx, {
      orgId: rowing,
      title: 'Autumn row to Kalø',
      description: 'A long row along the coast.',
      location: 'Aarhus Bugt',
      startDate: at(-20, 7),
      endDate: at(-20, 16),
      publicDate: at(-60, 0),
      capacity: 20,
      forMembers: true,
    });
    await ensureEvent(tx, {
      orgId: chess,
      title: 'Friday blitz tournament',
      description: 'Five-minute games, all levels welcome.',
      location: 'Skakklubben København, Nørrebrogade 52',
      startDate: at(10, 17),
      endDate: at(10, 21),
      publicDate: at(-3, 0),
      capacity: 40,
    });
  });
}
