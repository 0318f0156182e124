import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Language } from '@portal/contracts/language';
import { members, notifications, roleGrants, users } from '#src/db/schema/index.ts';
import { DEMO_PASSWORD, seedDemoData } from '#src/db/seed.ts';
import { queueNames } from '#src/lib/jobs.ts';
import { type WhatsAppMessage, whatsAppMessageSchema } from '#src/lib/messages/whatsapp.ts';
import { hashPassword } from '#src/lib/password.ts';
import { createTestApp, type TestApp } from '#src/test/app.ts';
import { mintAccessToken } from '#src/test/access-token.ts';

/** A signed-in member, as the tests of the member API call it. */
export interface Person {
  email: string;
  memberId: string;
  headers: { authorization: string };
}

export interface MemberApiTest {
  subject: TestApp;
  /** Signs in an existing account (a demo account, say). */
  person(email: string): Promise<Person>;
  /**
   * The demo members, signed in: Anna (member@demo.test, mother of Emil), Ole
   * (noaddress@demo.test, whose invitation Anna has not answered), Mette (admin@demo.test, an
   * unrelated member) and Sofie (super@demo.test, super administrator).
   */
  demoPeople(): Promise<{ anna: Person; ole: Person; mette: Person; sofie: Person }>;
  /**
   * A new account with its member, signed in: unique data that no other test touches. Its email is
   * confirmed unless `emailVerified: false` (such a member may not pay or book).
   */
  newPerson(profile?: NewPersonProfile): Promise<Person>;
  /** A new account without a member yet, signed in: the first sign-in through an outside provider. */
  newAccount(): Promise<Omit<Person, 'memberId'>>;
  /** Injects a request as this person, or without a token when null. */
  call(person: Person | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** The WhatsApp messages queued so far (no worker runs in tests, so they stay queued). */
  whatsAppJobs(): Promise<WhatsAppMessage[]>;
  /** Every notification a member has, read or not. */
  notificationsOf(memberId: string): Promise<(typeof notifications.$inferSelect)[]>;
  close(): Promise<void>;
}

interface NewPersonProfile {
  firstName?: string;
  lastName?: string;
  phone?: string;
  preferredLanguage?: Language;
  emailVerified?: boolean;
}

export const uniqueEmail = (label = 'member') =>
  `${label}-${randomUUID().slice(0, 8)}@example.test`;

/** The application with the demo data (Anna, her child Emil, Ole's pending invitation to Anna). */
export async function startMemberApiTest(
  options: { env?: Record<string, string> } = {},
): Promise<MemberApiTest> {
  // Many sign-ins come from one address in a test file: the login limit is not under test here.
  const subject = await createTestApp({
    env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000', ...options.env },
  });
  const { db } = subject.database;
  await seedDemoData(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const person = async (email: string): Promise<Person> => {
    const [member] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, email));
    if (!member) throw new Error(`no member ${email}`);
    const accessToken = await mintAccessToken(subject.app, email);
    return { email, memberId: member.id, headers: { authorization: `Bearer ${accessToken}` } };
  };

  const createAccount = async (profile: NewPersonProfile, withMember: boolean) => {
    const email = uniqueEmail(profile.firstName?.toLowerCase());
    const firstName = profile.firstName ?? 'Test';
    const lastName = profile.lastName ?? 'Person';
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          givenName: firstName,
          familyName: lastName,
          passwordHash,
          emailVerified: profile.emailVerified ?? true,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('no user');
      await tx.insert(roleGrants).values({ userId: user.id, orgKey: 'ALL', role: 'USER' });
      if (withMember) {
        const { phone, preferredLanguage } = profile;
        await tx.insert(members).values({ email, firstName, lastName, phone, preferredLanguage });
      }
    });
    return email;
  };

  return {
    subject,
    person,
    async demoPeople() {
      const [anna, ole, mette, sofie] = await Promise.all(
        ['member@demo.test', 'noaddress@demo.test', 'admin@demo.test', 'super@demo.test'].map(
          person,
        ),
      );
      if (!anna || !ole || !mette || !sofie) throw new Error('demo members missing');
      return { anna, ole, mette, sofie };
    },
    newPerson: async (profile = {}) => person(await createAccount(profile, true)),
    async newAccount() {
      const email = await createAccount({}, false);
      const accessToken = await mintAccessToken(subject.app, email);
      return { email, headers: { authorization: `Bearer ${accessToken}` } };
    },
    call: (caller, request) =>
      subject.app.inject({
        ...request,
        headers: { ...request.headers, ...(caller ? caller.headers : {}) },
      }),
    async whatsAppJobs() {
      const { rows } = await subject.database.sql.query(
        'select data from pgboss.job where name = $1 order by created_on',
        [queueNames.whatsapp],
      );
      return rows.map((row) => whatsAppMessageSchema.parse(row.data));
    },
    notificationsOf: (memberId) =>
      db.select().from(notifications).where(eq(notifications.receiverId, memberId)),
    close: () => subject.close(),
  };
}
