import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PaymentDetail,
  PaymentList,
  TreasurerReport,
} from '@portal/contracts/organisation-payments';
import { clubToday } from '#src/lib/club-calendar.ts';
import { queueNames } from '#src/lib/jobs.ts';
import { mailMessageSchema } from '#src/lib/messages/mail.ts';
import type { Person } from '#src/modules/members/member-test-kit.ts';
import { type AdminApiTest, startAdminApiTest } from '#src/modules/organisations/admin-test-kit.ts';
import { eventually } from '#src/modules/memberships/membership-test-helpers.ts';

// Issue 14.4: the organisation's payments, refunds and voids exactly once, and the report.
let admin: AdminApiTest;
let mette: Person;
let sofie: Person;
let payer: Person;
let paymentId: string;

const year = clubToday().slice(0, 4);
const base = (orgKey = 'ROWING') => `/org/api/v1/admin/organisations/${orgKey}`;
const sql = async <T>(text: string, values: unknown[] = []) =>
  (await admin.api.subject.database.sql.query(text, values)).rows as T[];

/** A membership type of its own, so the report's figures are this test's alone. */
async function newType(orgKey: string, name: string, price: number) {
  const made = await admin.api.call(sofie, {
    method: 'POST',
    url: `${base(orgKey)}/membership-types`,
    payload: {
      name,
      membershipPrice: price,
      vatRate: 25,
      membershipSurcharge: 1_000,
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
      offerStartDate: null,
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json<{ id: string }>().id;
}

const detail = async (id = paymentId, orgKey = 'ROWING') =>
  (
    await admin.api.call(sofie, {
      url: `${base(orgKey)}/payments/membership/${id}`,
    })
  ).json<PaymentDetail>();

const refund = (person: Person | null, body: object, id = paymentId, orgKey = 'ROWING') =>
  admin.api.call(person, {
    method: 'POST',
    url: `${base(orgKey)}/payments/membership/${id}/refunds`,
    payload: body,
  });

async function membershipStatus(person: Person, orgKey: string) {
  const [row] = await sql<{ status: string }>(
    `select m.status from memberships m join organisations o on o.id = m.org_id
      where m.member_id = $1 and o.key = $2`,
    [person.memberId, orgKey],
  );
  return row?.status;
}

const sandboxRefunded = async (id: string) => {
  const [row] = await sql<{ refunded_amount: number }>(
    `select a.refunded_amount from sandbox_authorizations a
      join membership_payments p on p.authorization_identifier = a.id::text where p.id = $1`,
    [id],
  );
  return row?.refunded_amount;
};

beforeAll(async () => {
  admin = await startAdminApiTest();
  ({ mette, sofie } = admin);
  payer = await admin.api.newPerson({ firstName: 'Karen', preferredLanguage: 'da' });
  // A live (not test mode) sandbox: payments are captured, so they can be refunded.
  const live = await admin.api.call(mette, {
    method: 'PUT',
    url: `${base()}/payment-configuration`,
    payload: { provider: 'sandbox', testMode: false },
  });
  expect(live.statusCode).toBe(200);
  paymentId = await admin.buyMembership(
    payer,
    'ROWING',
    await newType('ROWING', 'Refundable', 100_000),
  );
  await eventually(async () => (await detail()).possibleAction === 'refund');
});
afterAll(async () => admin.api.close());

describe("the organisation's payments", () => {
  it('are listed, shown and refunded for the organisation’s administrators only', async () => {
    await admin.expectOnlyRowingAdministrators((person) =>
      admin.api.call(person, { url: `${base()}/payments` }),
    );
    await admin.expectOnlyRowingAdministrators((person) =>
      admin.api.call(person, { url: `${base()}/payments/membership/${paymentId}` }),
    );
    await admin.expectOnlyRowingAdministrators((person) =>
      admin.api.call(person, { url: `${base()}/report` }),
    );
    await admin.expectOnlyRowingAdministrators((person) =>
      admin.api.call(person, { url: `${base()}/report/csv?language=da` }),
    );
    // Refused callers are refused before anything is written: one key, never used.
    const key = randomUUID();
    for (const { person, status } of admin
      .accessMatrix(200)
      .filter((entry) => entry.status !== 200)) {
      const refused = await refund(person, {
        action: 'refund',
        amount: 100,
        reason: 'x',
        idempotencyKey: key,
      });
      expect(refused.statusCode).toBe(status);
    }
    expect(await sql(`select 1 from payment_refunds where idempotency_key = $1`, [key])).toEqual(
      [],
    );
    // A ROWING payment does not exist as far as CHESS is concerned.
    const viaChess = await admin.api.call(sofie, {
      url: `${base('CHESS')}/payments/membership/${paymentId}`,
    });
    expect(viaChess.statusCode).toBe(404);
  });

  it('lists the payment with what it was for, its VAT and gateway reference, and finds it by search', async () => {
    const list = (
      await admin.api.call(mette, { url: `${base()}/payments?search=Karen` })
    ).json<PaymentList>();
    expect(list.total).toBe(1);
    expect(list.payments[0]).toMatchObject({
      kind: 'membership',
      id: paymentId,
      description: expect.stringContaining('Refundable'),
      amount: 126_000,
      vat: 25_000,
      status: 'paid',
      refundedAmount: 0,
      gatewayReference: expect.any(String),
    });
    const none = (
      await admin.api.call(mette, { url: `${base()}/payments?search=Karen&status=refunded` })
    ).json<PaymentList>();
    expect(none.total).toBe(0);
  });

  it('refunds part once, however often the same request is sent', async () => {
    const key = randomUUID();
    const body = {
      action: 'refund',
      amount: 26_000,
      reason: 'Joined late in the year',
      idempotencyKey: key,
    };
    const first = await refund(mette, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'done', amount: 26_000 });
    const again = await refund(mette, body);
    expect(again.json()).toMatchObject({ id: first.json<{ id: string }>().id });
    expect(await sandboxRefunded(paymentId)).toBe(26_000);

    const shown = await detail();
    expect(shown.payment).toMatchObject({ status: 'partly_refunded', refundedAmount: 26_000 });
    expect(shown).toMatchObject({ possibleAction: 'refund', refundable: 100_000 });
    // A partial refund leaves the membership active.
    expect(await membershipStatus(payer, 'ROWING')).toBe('active');

    const [notice] = await sql<{ type: string; title: string; message: string }>(
      `select type, title, message from notifications where receiver_id = $1 and data ? 'refundId'`,
      [payer.memberId],
    );
    expect(notice).toMatchObject({ type: 'PAYMENT_RECEIVED', title: 'Betaling tilbagebetalt' });
    expect(notice?.message).toContain('260,00');
    const mails = (
      await sql<{ data: unknown }>(`select data from pgboss.job where name = $1`, [queueNames.mail])
    )
      .map((row) => mailMessageSchema.parse(row.data))
      .filter((mail) => mail.to === payer.email && mail.subject.startsWith('Tilbagebetaling'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Joined late in the year');
  });

  it('refuses a refund above what is left, and one without a reason, by field', async () => {
    const tooMuch = await refund(mette, {
      action: 'refund',
      amount: 100_001,
      reason: 'Too much',
      idempotencyKey: randomUUID(),
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      code: 'refund_too_large',
      errors: [{ field: 'amount' }],
    });
    const noReason = await refund(mette, {
      action: 'refund',
      amount: 100,
      reason: ' ',
      idempotencyKey: randomUUID(),
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('reason');
    const noAmount = await refund(mette, {
      action: 'refund',
      reason: 'x',
      idempotencyKey: randomUUID(),
    });
    expect(noAmount.json()).toMatchObject({ errors: [{ field: 'amount' }] });
    expect(await sandboxRefunded(paymentId)).toBe(26_000);
  });

  it('refunds the rest once when the same request arrives twenty times at once, and ends the membership', async () => {
    const body = {
      action: 'refund',
      amount: 100_000,
      reason: 'Moved away',
      idempotencyKey: randomUUID(),
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(mette, body)));
    expect(answers.every((answer) => [200, 202].includes(answer.statusCode))).toBe(true);
    expect(new Set(answers.map((answer) => answer.json<{ id: string }>().id)).size).toBe(1);
    await eventually(async () => (await detail()).refunds.every((r) => r.status === 'done'));
    expect(await sandboxRefunded(paymentId)).toBe(126_000);
    expect(
      await sql(`select 1 from payment_refunds where membership_payment_id = $1`, [paymentId]),
    ).toHaveLength(2);
    const shown = await detail();
    expect(shown.payment).toMatchObject({ status: 'refunded', refundedAmount: 126_000 });
    expect(shown.possibleAction).toBeNull();
    expect(await membershipStatus(payer, 'ROWING')).toBe('inactive');

    const audit = await sql<{ action: string }>(
      `select action from audit_log where org_key = 'ROWING' and details ->> 'paymentId' = $1 order by sequence`,
      [paymentId],
    );
    expect(audit.map((row) => row.action)).toEqual(['payment_refunded', 'payment_refunded']);
  });

  it('voids a payment never captured, and refuses to refund it', async () => {
    // CHESS takes payments in test mode: nothing is captured.
    const chessPayer = await admin.api.newPerson({ firstName: 'Bent', preferredLanguage: 'en' });
    const chessPayment = await admin.buyMembership(
      chessPayer,
      'CHESS',
      await newType('CHESS', 'Blitz', 40_000),
    );
    const shown = await detail(chessPayment, 'CHESS');
    expect(shown).toMatchObject({ possibleAction: 'void' });
    const refused = await refund(
      sofie,
      { action: 'refund', amount: 100, reason: 'x', idempotencyKey: randomUUID() },
      chessPayment,
      'CHESS',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'payment_not_captured' });
    const voided = await refund(
      sofie,
      { action: 'void', reason: 'Paid twice by mistake', idempotencyKey: randomUUID() },
      chessPayment,
      'CHESS',
    );
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({ action: 'void', amount: 51_000, status: 'done' });
    expect((await detail(chessPayment, 'CHESS')).payment.status).toBe('refunded');
    expect(await membershipStatus(chessPayer, 'CHESS')).toBe('inactive');
    const [notice] = await sql<{ title: string }>(
      `select title from notifications where receiver_id = $1 and data ? 'refundId'`,
      [chessPayer.memberId],
    );
    expect(notice?.title).toBe('Payment refunded');
  });

  it('sums the period for the treasurer from the lines as charged, with the refunds', async () => {
    const report = (
      await admin.api.call(mette, { url: `${base()}/report?from=${year}-01-01&to=${year}-12-31` })
    ).json<TreasurerReport>();
    expect(report.rows.find((row) => row.name === 'Refundable')).toEqual({
      name: 'Refundable',
      kind: 'membership',
      count: 1,
      net: 100_000,
      vat: 25_000,
      surcharge: 1_000,
      gross: 126_000,
      refunded: 126_000,
      afterRefunds: 0,
    });
    const csv = await admin.api.call(mette, {
      url: `${base()}/report/csv?language=da&from=${year}-01-01&to=${year}-12-31`,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(
      csv.body.startsWith(
        '\uFEFFHvad;Antal;Netto;Moms;Gebyrer;Brutto;Tilbagebetalt;Efter tilbagebetaling',
      ),
    ).toBe(true);
    expect(csv.body).toContain('Refundable;1;1000,00;250,00;10,00;1260,00;1260,00;0,00');
    const reversed = await admin.api.call(mette, {
      url: `${base()}/report?from=${year}-12-31&to=${year}-01-01`,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ errors: [{ field: 'to' }] });
  });
});
