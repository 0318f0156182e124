import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgresDatabase } from '#src/db/client.ts';
import { type Jobs, startJobs, stopJobs } from '#src/lib/jobs.ts';
import { type FreepayFake, startFreepayFake } from '#src/lib/payments/freepay-fake.ts';
import type { PaymentDeps } from '#src/lib/payments/payment-deps.ts';
import { type AdminApiTest, startAdminApiTest } from '#src/modules/organisations/admin-test-kit.ts';
import { databaseUrlFor } from '#src/test/global-setup.ts';
import { eventually } from '#src/modules/memberships/membership-test-helpers.ts';
import { chargeRenewal } from './renewal-charge.service.ts';
import { day, type RenewalClub, setUpRenewalClub } from './renewal-test-kit.ts';

// Issue 16, "Done when": the charge job run twice at once, on two servers at once over one
// PostgreSQL, and a server killed (SIGKILL) between the gateway's answer and the commit: each
// ends with exactly one charge and one paid period. Through the Freepay adapter and its fake, so
// the gateway's side is counted by the requests it received.

const template = inject('databaseTemplate');
const onPostgres = template.kind === 'postgres';
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const secretsKey = randomBytes(32).toString('base64');

let fake: FreepayFake;
let admin: AdminApiTest;
let club: RenewalClub;

beforeAll(async () => {
  fake = await startFreepayFake({ apiKeys: ['ry-roklub-freepay-key'] });
  admin = await startAdminApiTest({
    env: {
      FREEPAY_GATEWAY_URL: fake.gatewayUrl,
      FREEPAY_MANAGEMENT_URL: fake.managementUrl,
      SECRETS_ENCRYPTION_KEY: secretsKey,
    },
  });
  // Live, not test mode: each renewal's charge is captured, once.
  club = await setUpRenewalClub(admin, {
    orgKey: 'RY',
    provider: 'freepay',
    fake,
    testMode: false,
  });
});
afterAll(async () => {
  await admin.api.close();
  await fake.close();
});

const chargeRequests = () =>
  fake.requests.filter((r) => r.method === 'POST' && /\/recurring\/.+\/authorize$/.test(r.path));

/** A member whose renewal is announced and due on day 53. */
async function dueRenewal(): Promise<{ renewalId: string; membershipId: string }> {
  const { membershipId } = await club.buyWithRenewal();
  await club.round(20);
  await club.round(39);
  const [renewal] = await club.sql<{ id: string }>(
    'select id from membership_renewals where membership_id = $1',
    [membershipId],
  );
  return { renewalId: renewal?.id ?? '', membershipId };
}

const captureRequests = () =>
  fake.requests.filter((r) => r.method === 'POST' && /\/authorization\/.+\/capture$/.test(r.path));

async function expectOneCharge(membershipId: string) {
  const [counts] = await club.sql<{ payments: number; periods: number; status: string }>(
    `select (select count(*)::int from membership_payments p
               join membership_history h on h.id = p.membership_history_id
             where h.membership_id = $1 and p.pay_system = 'auto_renewal') as payments,
            (select count(*)::int from membership_history where membership_id = $1
               and start_date = $2) as periods,
            (select status from membership_renewals where membership_id = $1) as status`,
    [membershipId, day(61)],
  );
  expect(counts).toEqual({ payments: 1, periods: 1, status: 'paid' });
}

const noon = (n: number, minutes = 0) =>
  new Date(Date.parse(`${day(n)}T12:00:00Z`) + minutes * 60_000);

describe('one charge per membership and period', () => {
  it('when the charge job runs three times at once, captured once', async () => {
    const { renewalId, membershipId } = await dueRenewal();
    const before = chargeRequests().length;
    const outcomes = await Promise.all(
      [0, 1, 2].map(() => chargeRenewal(club.deps, renewalId, { today: day(53), now: noon(53) })),
    );
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1);
    expect(chargeRequests().length - before).toBe(1);
    await expectOneCharge(membershipId);
    const [payment] = await club.sql<{ authorization_identifier: string }>(
      `select authorization_identifier from membership_payments
       where pay_system = 'auto_renewal' and membership_history_id in
         (select id from membership_history where membership_id = $1)`,
      [membershipId],
    );
    await eventually(async () => {
      const [row] = await club.sql<{ capture_status: string }>(
        `select capture_status from membership_payments where authorization_identifier = $1`,
        [payment?.authorization_identifier],
      );
      return row?.capture_status === 'done';
    });
    expect(
      captureRequests().filter((r) => r.path.includes(payment?.authorization_identifier ?? '-')),
    ).toHaveLength(1);
  });

  it('when the gateway answer is lost: the next run finds the charge by its order number', async () => {
    const { renewalId, membershipId } = await dueRenewal();
    const before = chargeRequests().length;
    // The charge happens at the gateway, but its answer never arrives.
    fake.failNext({ dropAnswer: true }, { method: 'POST', path: /\/recurring\/.+\/authorize$/ });
    expect(await chargeRenewal(club.deps, renewalId, { today: day(53), now: noon(53) })).toBe(
      'unknown',
    );
    // Another run while the first one's hold lasts leaves it alone.
    expect(await chargeRenewal(club.deps, renewalId, { today: day(53), now: noon(53, 1) })).toBe(
      'held-elsewhere',
    );
    expect(await chargeRenewal(club.deps, renewalId, { today: day(53), now: noon(53, 3) })).toBe(
      'paid',
    );
    expect(chargeRequests().length - before).toBe(1);
    await expectOneCharge(membershipId);
  });

  describe.skipIf(!onPostgres)('on PostgreSQL', () => {
    let second: { deps: PaymentDeps; jobs: Jobs; close: () => Promise<void> };
    let databaseUrl = '';

    beforeAll(async () => {
      const [row] = await club.sql<{ name: string }>('select current_database() as name');
      databaseUrl = databaseUrlFor(
        template.kind === 'postgres' ? template.serverUrl : '',
        row?.name ?? '',
      );
      const database = await openPostgresDatabase(databaseUrl);
      const jobs = await startJobs(database, pino({ level: 'warn' }));
      second = {
        deps: { ...club.deps, db: database.db, jobs },
        jobs,
        close: async () => {
          await stopJobs(jobs, { graceful: true, wait: true, timeout: 5_000 });
          await database.close();
        },
      };
    });
    afterAll(() => second.close());

    it('when two servers charge the same renewals at once', async () => {
      const due = await Promise.all([dueRenewal(), dueRenewal(), dueRenewal()]);
      const before = chargeRequests().length;
      await Promise.all(
        due.flatMap(({ renewalId }) =>
          [club.deps, second.deps].map((deps) =>
            chargeRenewal(deps, renewalId, { today: day(53), now: noon(53) }),
          ),
        ),
      );
      expect(chargeRequests().length - before).toBe(3);
      for (const { membershipId } of due) await expectOneCharge(membershipId);
    });

    it('when a server is killed between the gateway’s answer and the commit', async () => {
      const { renewalId, membershipId } = await dueRenewal();
      const before = chargeRequests().length;
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'src/test/renewal-crash-child.ts'],
        {
          cwd: serverDir,
          env: {
            PATH: process.env.PATH,
            NODE_ENV: 'test',
            LOG_LEVEL: 'warn',
            PUBLIC_URL: admin.api.subject.config.publicUrl,
            DATA_DIR: '/nonexistent-test-data-dir',
            DATABASE_URL: databaseUrl,
            SECRETS_ENCRYPTION_KEY: secretsKey,
            FREEPAY_GATEWAY_URL: fake.gatewayUrl,
            FREEPAY_MANAGEMENT_URL: fake.managementUrl,
            RENEWAL_ID: renewalId,
            TODAY: day(53),
            NOW: noon(53).toISOString(),
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const signal = await new Promise<NodeJS.Signals | null>((resolve) =>
        child.on('exit', (_code, exitSignal) => resolve(exitSignal)),
      );
      expect(signal, output).toBe('SIGKILL');
      expect(chargeRequests().length - before).toBe(1);
      const [left] = await club.sql<{ status: string }>(
        'select status from membership_renewals where id = $1',
        [renewalId],
      );
      expect(left?.status).toBe('charging');

      // After the restart: the round after the hold ran out settles the charge that was made.
      const round = await club.round(53, { minutesLater: 3 });
      expect(round.charges).toMatchObject({ paid: 1 });
      expect(chargeRequests().length - before).toBe(1);
      await expectOneCharge(membershipId);
    }, 60_000);
  });
});
