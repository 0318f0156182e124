import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#src/test/database.ts';
import { type DatabaseHandle, openEmbeddedDatabase } from './client.ts';
import {
  events,
  familyInvitations,
  members,
  membershipConfigurations,
  memberships,
  notifications,
  organisations,
  roleGrants,
  users,
} from './schema/index.ts';
import { isEmpty, seedDemoData } from './seed.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const expectedTables = [
  'audit_log',
  'event_entries',
  'events',
  'family_invitations',
  'members',
  'membership_configurations',
  'membership_history',
  'membership_payments',
  'memberships',
  'notifications',
  'oidc_payloads',
  'organisations',
  'password_resets',
  'payment_configurations',
  'role_grants',
  'server_keys',
  'tickets',
  'users',
];

describe('migrations', () => {
  it('create every table', async () => {
    const { rows } = await database.sql.query(
      "select table_name from information_schema.tables where table_schema = 'public' order by 1",
    );
    expect(rows.map((row) => row.table_name)).toEqual(expect.arrayContaining(expectedTables));
  });

  it('migrate an empty embedded database, which keeps its data across a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-db-'));
    try {
      const first = await openEmbeddedDatabase({ dataDir: dir });
      await first.db.insert(organisations).values({ key: 'KEEP', name: 'Kept club' });
      await first.close();
      const second = await openEmbeddedDatabase({ dataDir: dir });
      const rows = await second.db.select().from(organisations);
      await second.close();
      expect(rows.map((row) => row.key)).toEqual(['KEEP']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // A new data directory is initialised from scratch: some 5 s alone, far more beside other files.
  }, 120_000);
});

describe('constraints', () => {
  async function rejects(write: () => Promise<unknown>, constraint: RegExp) {
    let failure: unknown;
    try {
      await write();
    } catch (error) {
      failure = error;
    }
    const cause = (failure as { cause?: { constraint?: string; message?: string } } | undefined)
      ?.cause;
    expect(`${cause?.constraint ?? ''} ${cause?.message ?? ''}`).toMatch(constraint);
  }

  it('keep member emails unique and lower-case', async () => {
    await database.db.insert(members).values({ firstName: 'A', email: 'one@example.dk' });
    await rejects(
      () => database.db.insert(members).values({ firstName: 'B', email: 'one@example.dk' }),
      /members_email_unique/,
    );
    await rejects(
      () => database.db.insert(members).values({ firstName: 'C', email: 'Two@example.dk' }),
      /members_email_lower/,
    );
  });

  it('allow one membership per member and organisation', async () => {
    const [org] = await database.db
      .insert(organisations)
      .values({ key: 'ONE', name: 'One' })
      .returning();
    const [member] = await database.db
      .insert(members)
      .values({ firstName: 'M', email: 'm@example.dk' })
      .returning();
    const values = { orgId: org?.id ?? '', memberId: member?.id ?? '' };
    await database.db.insert(memberships).values(values);
    await rejects(
      () => database.db.insert(memberships).values(values),
      /memberships_one_per_member_and_org/,
    );
  });

  it('refuse states outside their enumeration', async () => {
    const [org] = await database.db
      .insert(organisations)
      .values({ key: 'ENUM', name: 'Enum' })
      .returning();
    const [member] = await database.db
      .insert(members)
      .values({ firstName: 'E', email: 'e@example.dk' })
      .returning();
    await rejects(
      () =>
        database.db.insert(memberships).values({
          orgId: org?.id ?? '',
          memberId: member?.id ?? '',
          // A value the type forbids, as a careless caller or a hand-written query could send.
          status: 'paid' as 'active',
        }),
      /memberships_status/,
    );
  });

  it('refuse a negative price and a booking over capacity', async () => {
    const [org] = await database.db
      .insert(organisations)
      .values({ key: 'CAP', name: 'Cap' })
      .returning();
    const orgId = org?.id ?? '';
    await rejects(
      () =>
        database.db.insert(membershipConfigurations).values({
          orgId,
          name: 'Negative',
          membershipPrice: -1,
          startDate: '2026-01-01',
          endDate: '2026-12-31',
        }),
      /membership_configurations_price/,
    );
    await rejects(
      () =>
        database.db.insert(events).values({
          orgId,
          title: 'Full',
          startDate: new Date(),
          endDate: new Date(),
          capacity: 2,
          placesTaken: 3,
        }),
      /events_capacity/,
    );
  });
});

describe('type parsing', () => {
  it('gives drizzle its dates and plain SQL (the job queue) its own', async () => {
    const [organisation] = await database.db
      .insert(organisations)
      .values({ key: 'PARSED', name: 'Parsed club' })
      .returning({ createdAt: organisations.createdAt });
    expect(organisation?.createdAt).toBeInstanceOf(Date);
    expect(Math.abs((organisation?.createdAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    const { rows } = await database.sql.query(
      "select now() as at, '2026-11-23'::date as day, 3::int as n, '{\"a\":1}'::jsonb as data",
    );
    expect(rows[0]).toMatchObject({ n: 3, data: { a: 1 } });
    expect(rows[0]?.at).toBeInstanceOf(Date);
  });
});

describe('demo data', () => {
  it('is seeded into an empty database, and seeding again changes nothing', async () => {
    const seeded = await createTestDatabase();
    try {
      expect(await isEmpty(seeded.db)).toBe(true);
      await seedDemoData(seeded.db);
      const counts = async () => ({
        users: (await seeded.db.select({ n: count() }).from(users))[0]?.n,
        grants: (await seeded.db.select({ n: count() }).from(roleGrants))[0]?.n,
        members: (await seeded.db.select({ n: count() }).from(members))[0]?.n,
        organisations: (await seeded.db.select({ n: count() }).from(organisations))[0]?.n,
        configurations: (await seeded.db.select({ n: count() }).from(membershipConfigurations))[0]
          ?.n,
        events: (await seeded.db.select({ n: count() }).from(events))[0]?.n,
        invitations: (await seeded.db.select({ n: count() }).from(familyInvitations))[0]?.n,
        notifications: (await seeded.db.select({ n: count() }).from(notifications))[0]?.n,
      });
      const first = await counts();
      expect(first).toEqual({
        users: 4,
        grants: 4,
        members: 5,
        organisations: 3,
        configurations: 3,
        events: 4,
        invitations: 1,
        notifications: 1,
      });
      await seedDemoData(seeded.db);
      expect(await counts()).toEqual(first);
      expect(await isEmpty(seeded.db)).toBe(false);

      const [anna] = await seeded.db
        .select()
        .from(members)
        .where(eq(members.email, 'member@demo.test'));
      expect(anna).toMatchObject({ firstName: 'Anna', lastName: 'Jensen', country: 'Denmark' });
      const children = await seeded.db
        .select()
        .from(members)
        .where(eq(members.parentId, anna?.id ?? ''));
      expect(children).toEqual([
        expect.objectContaining({ familyInvitationStatus: 'approved', familyLink: true }),
      ]);
      const [ole] = await seeded.db
        .select()
        .from(members)
        .where(eq(members.email, 'noaddress@demo.test'));
      expect(ole?.addressLine1).toBeNull();
      const pending = await seeded.db
        .select()
        .from(familyInvitations)
        .where(
          and(
            eq(familyInvitations.inviteeId, anna?.id ?? ''),
            eq(familyInvitations.status, 'pending'),
          ),
        );
      expect(pending).toHaveLength(1);

      const sailing = await seeded.db
        .select({ n: count() })
        .from(membershipConfigurations)
        .innerJoin(organisations, eq(organisations.id, membershipConfigurations.orgId))
        .where(eq(organisations.key, 'SAILING'));
      expect(sailing[0]?.n).toBe(0);
      const superGrant = await seeded.db
        .select({ orgKey: roleGrants.orgKey, role: roleGrants.role })
        .from(roleGrants)
        .innerJoin(users, eq(users.id, roleGrants.userId))
        .where(eq(users.email, 'super@demo.test'));
      expect(superGrant).toEqual([{ orgKey: 'ALL', role: 'SUPER_ADMIN' }]);
    } finally {
      await seeded.close();
    }
  });
});
