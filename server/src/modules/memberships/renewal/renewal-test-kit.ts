import { expect } from 'vitest';
import { clubToday } from '#src/lib/club-calendar.ts';
import type { FreepayFake } from '#src/lib/payments/freepay-fake.ts';
import type { PaymentDeps } from '#src/lib/payments/payment-deps.ts';
import { payInWindow } from '#src/lib/payments/sandbox/sandbox-test-helpers.ts';
import type { Person } from '#src/modules/members/member-test-kit.ts';
import type { AdminApiTest } from '#src/modules/organisations/admin-test-kit.ts';
import { queuedJobs } from '#src/modules/memberships/membership-test-helpers.ts';
import { type RenewalRound, runRenewalRound } from './renewal-clock.ts';
import { addDays } from './renewal-dates.ts';

/**
 * A club of its own for the renewal tests, so the season's rounds meet only its memberships: this
 * period's Adult ends 60 days from today, next period's is offered from day 20 at a higher price.
 * Every date is counted from the real today, the day the purchase is made.
 */
export const today = clubToday();
export const day = (n: number) => addDays(today, n);
export const prices = { now: 40_000, next: 45_000 };
/** Adult's price with 25 % VAT, as charged. */
export const total = (price: number) => Math.round(price * 1.25);

export interface RenewalClub {
  orgId: string;
  orgKey: string;
  currentTypeId: string;
  nextTypeId: string;
  deps: PaymentDeps;
  /** One round of the season as the clock would run it on day `n` (now = noon that day). */
  round(n: number, options?: { minutesLater?: number }): Promise<RenewalRound>;
  sql<T>(text: string, values?: unknown[]): Promise<T[]>;
  /** A new member with an address, who buys this period's Adult with automatic renewal. */
  buyWithRenewal(options?: {
    card?: string;
    expiry?: string;
    autoRenewal?: boolean;
    language?: 'da' | 'en';
  }): Promise<{ person: Person; paymentId: string; membershipId: string }>;
  mailsTo(
    email: string,
    text?: string,
  ): Promise<{ subject: string; html: string; attachments?: unknown[] }[]>;
}

export async function setUpRenewalClub(
  admin: AdminApiTest,
  options: {
    orgKey: string;
    provider: 'sandbox' | 'freepay';
    fake?: FreepayFake;
    /** Real money at the gateway (captured), or a test configuration (capture skipped). */
    testMode?: boolean;
  },
): Promise<RenewalClub> {
  const { subject } = admin.api;
  const sql = async <T>(text: string, values: unknown[] = []) =>
    (await subject.database.sql.query(text, values)).rows as T[];
  const [organisation] = await sql<{ id: string }>(
    `insert into organisations (key, name, address, cvr_number)
     values ($1, 'Ry Roklub', 'Søvejen 1, 8680 Ry', '12345678') returning id`,
    [options.orgKey],
  );
  const orgId = organisation?.id ?? '';
  const base = `/org/api/v1/admin/organisations/${options.orgKey}`;
  const configured = await admin.api.call(admin.sofie, {
    method: 'PUT',
    url: `${base}/payment-configuration`,
    payload:
      options.provider === 'freepay'
        ? {
            provider: 'freepay',
            testMode: options.testMode ?? true,
            apiKey: 'ry-roklub-freepay-key',
          }
        : { provider: 'sandbox', testMode: options.testMode ?? true },
  });
  expect(configured.statusCode, configured.body).toBe(200);
  const type = async (startDate: string, endDate: string, price: number, offer: string | null) => {
    const made = await admin.api.call(admin.sofie, {
      method: 'POST',
      url: `${base}/membership-types`,
      payload: {
        name: 'Adult',
        membershipPrice: price,
        vatRate: 25,
        membershipSurcharge: 0,
        startDate,
        endDate,
        offerStartDate: offer,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json<{ id: string }>().id;
  };
  const currentTypeId = await type(day(-300), day(60), prices.now, null);
  const nextTypeId = await type(day(61), day(425), prices.next, day(20));
  const deps: PaymentDeps = {
    db: subject.database.db,
    jobs: subject.jobs,
    config: subject.config,
    log: subject.app.log,
  };

  return {
    orgId,
    orgKey: options.orgKey,
    currentTypeId,
    nextTypeId,
    deps,
    sql,
    round: (n, roundOptions = {}) =>
      runRenewalRound(deps, {
        today: day(n),
        now: new Date(
          Date.parse(`${day(n)}T12:00:00Z`) + (roundOptions.minutesLater ?? 0) * 60_000,
        ),
      }),
    async buyWithRenewal(buy = {}) {
      const person = await admin.api.newPerson({
        firstName: 'Rasmus',
        lastName: 'Ravn',
        preferredLanguage: buy.language ?? 'en',
      });
      await sql(
        `update members set address_line1 = 'Tangkrogen 1', city = 'Aarhus C',
           post_code = '8000', country = 'Denmark' where id = $1`,
        [person.memberId],
      );
      const purchase = await admin.api.call(person, {
        method: 'POST',
        url: '/member/api/v1/membership/purchase',
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36' },
        payload: {
          orgId,
          participants: [
            {
              memberId: person.memberId,
              membershipConfId: currentTypeId,
              autoRenewal: buy.autoRenewal ?? true,
            },
          ],
        },
      });
      expect(purchase.statusCode, purchase.body).toBe(200);
      const started = purchase.json<{ paymentId: string; paymentWindowLink: string }>();
      const card = buy.card ?? '4111 1111 1111 1111';
      const expiry = buy.expiry ?? '12/39';
      const landing =
        options.provider === 'freepay'
          ? new URL(
              (
                await fetch(started.paymentWindowLink, {
                  method: 'POST',
                  body: new URLSearchParams({ cardNumber: card, expiry }),
                  redirect: 'manual',
                })
              ).headers.get('location') ?? '',
            )
          : await payInWindow(subject.app, started.paymentWindowLink, card, { expiry });
      const confirm = await admin.api.call(person, {
        method: 'POST',
        url: '/member/api/v1/membership/payment/confirm',
        payload: {
          token: landing.searchParams.get('token'),
          authorizationIdentifier: landing.searchParams.get('authorizationIdentifier'),
          savedCardIdentifier: landing.searchParams.get('savedCardIdentifier'),
        },
      });
      expect(confirm.json(), confirm.body).toMatchObject({ paymentStatus: 'paid' });
      const [membership] = await sql<{ id: string }>(
        'select id from memberships where member_id = $1 and org_id = $2',
        [person.memberId, orgId],
      );
      return { person, paymentId: started.paymentId, membershipId: membership?.id ?? '' };
    },
    async mailsTo(email, text = '') {
      const jobs = await queuedJobs(subject, 'mail.send', email);
      return jobs
        .map((job) => job as { to: string; subject: string; html: string; attachments?: unknown[] })
        .filter((mail) => mail.to === email && `${mail.subject} ${mail.html}`.includes(text));
    },
  };
}
