import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payInWindow } from '#src/lib/payments/sandbox/sandbox-test-helpers.ts';
import { testCards } from '#src/lib/payments/gateway-contract.ts';
import {
  ANNA,
  annaAndEmilInRowing,
  createWorld,
  paymentRow,
  queuedJobs,
  type World,
} from './membership-test-helpers.ts';

let world: World;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world.subject.close());

const year = new Date().getFullYear();

describe('Anna buys Adult and Junior of ROWING for herself and Emil', () => {
  it('previews the lines and total as checked by hand: 1515 + 765 = 2280 DKK', async () => {
    const anna = await world.as(ANNA);
    const preview = await anna.post(
      '/member/api/v1/membership/purchase/preview',
      annaAndEmilInRowing(world),
    );
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.lines.map((line: { total: number }) => line.total)).toEqual([151_500, 76_500]);
    expect(body.lines[0]).toMatchObject({ price: 120_000, vat: 30_000, surcharge: 1_500 });
    expect(body.total).toEqual({ price: 180_000, vat: 45_000, surcharge: 3_000, total: 228_000 });
    expect(body.billing).toMatchObject({ name: 'Anna Jensen', addressProblems: [] });
    expect(await paymentRow(world.subject, '00000000-0000-4000-8000-000000000000')).toEqual({});
  });

  it('pays 228000 øre through the sandbox window and lands both memberships active', async () => {
    const anna = await world.as(ANNA);
    const purchase = await anna.post(
      '/member/api/v1/membership/purchase',
      annaAndEmilInRowing(world),
    );
    expect(purchase.statusCode).toBe(200);
    const result = purchase.json();
    expect(result).toMatchObject({ amount: 228_000, currency: 'DKK', reused: false });
    expect(result.orderNumber).toMatch(/^ROWIN-M-[A-Z0-9]{11}$/);

    // What was written before the window opened (SPEC.md section 4, step 1).
    const pending = await paymentRow(world.subject, result.paymentId);
    expect(pending).toMatchObject({
      payment_status: 'init_mem',
      payment_total: 228_000,
      total_membership_fee: 228_000,
      total_members: 2,
      pay_system: 'member_web',
      pay_init_device: 'member_web-chrome_desktop-windows',
      payment_method: 'sandbox',
      billing_email: ANNA,
      order_number: `ROWIN-M-${world.members.anna.slice(-11)}`,
      gateway_order_number: result.orderNumber,
    });
    expect(String(pending.return_token)).toMatch(/^[A-Za-z0-9]{40}$/);
    const memberships = await world.subject.database.sql.query(
      'select status from memberships where org_id = $1',
      [world.orgs.ROWING],
    );
    expect(memberships.rows).toEqual([{ status: 'inactive' }, { status: 'inactive' }]);

    // What the gateway was asked for.
    const { rows: windows } = await world.subject.database.sql.query(
      'select amount, currency, order_number, accept_url, decline_url, callback_url from sandbox_payments where id = $1',
      [pending.payment_identifier],
    );
    const token = String(pending.return_token);
    expect(windows[0]).toEqual({
      amount: 228_000,
      currency: 'DKK',
      order_number: result.orderNumber,
      accept_url: `http://localhost:3999/ui/membership/confirm?token=${token}`,
      decline_url: `http://localhost:3999/ui/membership/decline?token=${token}`,
      callback_url: `http://localhost:3999/member/api/v1/payment/sandbox/callback/${String(pending.callback_token)}`,
    });

    const landing = await payInWindow(
      world.subject.app,
      result.paymentWindowLink,
      testCards.approve,
    );
    expect(landing.pathname).toBe('/ui/membership/confirm');
    expect(landing.searchParams.get('token')).toBe(token);
    const confirm = await anna.post('/member/api/v1/membership/payment/confirm', {
      token,
      authorizationIdentifier: landing.searchParams.get('authorizationIdentifier'),
      savedCardIdentifier: landing.searchParams.get('savedCardIdentifier'),
    });
    expect(confirm.statusCode).toBe(200);
    const outcome = confirm.json();
    expect(outcome).toMatchObject({ paymentStatus: 'paid', amount: 228_000, decline: null });
    expect(outcome.memberships).toEqual([
      expect.objectContaining({
        memberName: 'Anna Jensen',
        membershipName: 'Adult',
        status: 'active',
        startDate: `${year}-01-01`,
        endDate: `${year}-12-31`,
      }),
      expect.objectContaining({
        memberName: 'Emil Jensen',
        membershipName: 'Junior',
        status: 'active',
      }),
    ]);
    expect(await paymentRow(world.subject, result.paymentId)).toMatchObject({
      payment_status: 'paid',
      total_paid: 228_000,
      capture_status: 'skipped',
      pay_comp_device: 'member_web-chrome_desktop-windows',
      masked_card: '411111******1111',
    });
  });

  it('shows both memberships active with their period, and the history', async () => {
    const anna = await world.as(ANNA);
    const overview = (await anna.get('/member/api/v1/membership/overview')).json();
    expect(overview).toHaveLength(1);
    expect(overview[0].organisation).toMatchObject({ key: 'ROWING' });
    const rowing = overview[0].memberships;
    expect(
      rowing.map((m: { memberName: string; status: string }) => [m.memberName, m.status]),
    ).toEqual([
      ['Anna Jensen', 'active'],
      ['Emil Jensen', 'active'],
    ]);
    expect(rowing[0]).toMatchObject({
      overallStartDate: `${year}-01-01`,
      overallEndDate: `${year}-12-31`,
      newStatus: 'active',
      oldStatus: 'inactive',
    });

    const emilsMembership = rowing[1].id as string;
    const history = await anna.get(`/member/api/v1/membership/${emilsMembership}/history/list`);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual([
      expect.objectContaining({
        membershipName: 'Junior',
        membershipFor: year,
        status: 'active',
        amount: { price: 60_000, vat: 15_000, surcharge: 1_500, total: 76_500 },
        payment: expect.objectContaining({
          paymentStatus: 'paid',
          paymentTotal: 228_000,
          totalPaid: 228_000,
        }),
      }),
    ]);
    expect((await anna.get('/member/api/v1/membership/check')).json()).toEqual({
      hasActiveMembership: true,
      activeOrganisationIds: [world.orgs.ROWING],
    });
  });

  it('gives a receipt with the per-participant breakdown and the payment reference', async () => {
    const anna = await world.as(ANNA);
    // What ROWING's administrators keep for receipts is printed on them.
    await world.subject.database.sql.query(
      "update organisations set address = 'Tangkrogen 1\n8000 Aarhus C', cvr_number = '29184736' where key = 'ROWING'",
    );
    const overview = (await anna.get('/member/api/v1/membership/overview')).json();
    const history = (
      await anna.get(`/member/api/v1/membership/${overview[0].memberships[0].id}/history/list`)
    ).json();
    const receipt = await anna.get(`/member/api/v1/membership/history/${history[0].id}/receipt`);
    expect(receipt.statusCode).toBe(200);
    const body = receipt.json();
    expect(body.organisation).toMatchObject({
      key: 'ROWING',
      name: 'Aarhus Roklub',
      address: 'Tangkrogen 1\n8000 Aarhus C',
      cvrNumber: '29184736',
    });
    expect(body.payer).toEqual({ memberId: world.members.anna, name: 'Anna Jensen', email: ANNA });
    expect(body.period).toEqual({ startDate: `${year}-01-01`, endDate: `${year}-12-31` });
    expect(
      body.lines.map((line: Record<string, unknown>) => [
        line.memberName,
        line.membershipName,
        line.price,
        line.vat,
        line.surcharge,
        line.total,
      ]),
    ).toEqual([
      ['Anna Jensen', 'Adult', 120_000, 30_000, 1_500, 151_500],
      ['Emil Jensen', 'Junior', 60_000, 15_000, 1_500, 76_500],
    ]);
    expect(body.total).toEqual({ price: 180_000, vat: 45_000, surcharge: 3_000, total: 228_000 });
    expect(body.totalPaid).toBe(228_000);
    expect(body.paymentReference).toMatchObject({
      orderNumber: `ROWIN-M-${world.members.anna.slice(-11)}`,
      maskedCard: '411111******1111',
    });
    expect(body.billingAddress).toBe('Strandvejen 12, 8000 Aarhus C, Denmark');
  });

  it('queued one confirmation mail (ORG and YEAR) and one WhatsApp message (template 4)', async () => {
    const mails = await queuedJobs(world.subject, 'mail.send', 'membership-payment-');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: ANNA });
    // In Anna's preferred language only, Danish: one language at a time.
    expect(mails[0]?.subject).toBe(`Medlemskab bekræftet: Aarhus Roklub ${year}`);
    expect(String(mails[0]?.text)).toContain('Kære Anna Jensen');
    expect(String(mails[0]?.text)).toContain('2.280,00\u00a0kr.');
    expect(String(mails[0]?.text)).not.toContain('Dear');
    expect(String(mails[0]?.html)).toMatch(/<html[^>]* lang="da"/);
    const messages = await queuedJobs(world.subject, 'whatsapp.send', 'membership-payment-');
    expect(messages).toEqual([
      expect.objectContaining({
        to: '+4520123456',
        templateId: 4,
        parameters: ['Anna Jensen', 'ROWING', String(year)],
        language: 'da',
      }),
    ]);
    expect(await queuedJobs(world.subject, 'membership-payment.capture')).toEqual([]);
  });
});
