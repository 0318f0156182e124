import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@portal/contracts/format';
import { type FreepayFake, startFreepayFake } from '#src/lib/payments/freepay-fake.ts';
import { type AdminApiTest, startAdminApiTest } from '#src/modules/organisations/admin-test-kit.ts';
import { chargeRenewal } from './renewal-charge.service.ts';
import {
  day,
  prices,
  type RenewalClub,
  setUpRenewalClub,
  today,
  total,
} from './renewal-test-kit.ts';

// Issue 16, "Done when": a clock driven through a member's year with automatic renewal: the
// purchase saves the card, the notice comes 14 days before the charge, the charge makes next
// period's record, payment and receipt, and runs again change nothing. Once in the sandbox, once
// through the Freepay adapter against its local fake.

const money = (minorUnits: number) => formatMoney(minorUnits, 'DKK', 'en');

interface Renewal {
  id: string;
  status: string;
  kind: string;
  charge_date: string;
  next_attempt_on: string | null;
  notice_amount: number;
  attempts: number;
  failure_code: number | null;
  payment_id: string | null;
}

function describeYear(provider: 'sandbox' | 'freepay') {
  describe(`a year of automatic renewal (${provider})`, () => {
    let admin: AdminApiTest;
    let club: RenewalClub;
    let fake: FreepayFake | undefined;

    beforeAll(async () => {
      if (provider === 'freepay') {
        fake = await startFreepayFake({ apiKeys: ['ry-roklub-freepay-key'] });
      }
      admin = await startAdminApiTest({
        env: fake
          ? { FREEPAY_GATEWAY_URL: fake.gatewayUrl, FREEPAY_MANAGEMENT_URL: fake.managementUrl }
          : {},
      });
      club = await setUpRenewalClub(admin, { orgKey: 'RY', provider, fake });
    });
    afterAll(async () => {
      await admin.api.close();
      await fake?.close();
    });

    const renewalOf = async (membershipId: string) =>
      (
        await club.sql<Renewal>(
          `select id, status, kind, charge_date::text, next_attempt_on::text, notice_amount,
             attempts, failure_code, payment_id from membership_renewals where membership_id = $1`,
          [membershipId],
        )
      )[0];

    it('saves the card, announces, charges once and makes next period active', async () => {
      const { person, membershipId } = await club.buyWithRenewal();
      const [membership] = await club.sql<Record<string, unknown>>(
        'select * from memberships where id = $1',
        [membershipId],
      );
      expect(membership).toMatchObject({
        auto_renewal: true,
        auto_renew_cycle: 'yearly',
        saved_card_brand: 'Visa',
        saved_card_last_digits: '1111',
        saved_card_expiry: '12/39',
        saved_card_payer_id: person.memberId,
      });
      expect(JSON.stringify(membership)).not.toContain('4111111111111111');
      expect(await club.mailsTo(person.email, 'Automatic renewal is on')).toHaveLength(1);

      const seen = await admin.api.call(person, {
        method: 'GET',
        url: `/member/api/v1/${person.memberId}/membership/list?orgId=${club.orgId}`,
      });
      expect(seen.json()).toMatchObject([
        {
          autoRenewal: true,
          savedCard: { brand: 'Visa', lastDigits: '1111', expiry: '12/39' },
          renewal: null,
        },
      ]);

      // Before next period is offered nothing happens.
      expect((await club.round(19)).planned).toBe(0);
      expect(await renewalOf(membershipId)).toBeUndefined();

      // Its offer starts: the renewal is planned eight days before the period, unannounced.
      await club.round(20);
      expect(await renewalOf(membershipId)).toMatchObject({
        kind: 'automatic',
        status: 'scheduled',
        charge_date: day(53),
        notice_amount: total(prices.next),
      });
      expect(await club.mailsTo(person.email, 'renews soon')).toHaveLength(0);

      // Fourteen days before the charge: the notice names type, amount, card, date and the rise.
      await club.round(38);
      expect(await club.mailsTo(person.email, 'renews soon')).toHaveLength(0);
      await club.round(39);
      const [notice] = await club.mailsTo(person.email, 'renews soon');
      expect(notice?.html).toContain('Visa •••• 1111, expires 12/39');
      expect(notice?.html).toContain(`${money(total(prices.next))} is charged to`);
      expect(notice?.html).toContain(
        `The price rises from ${money(total(prices.now))} to ${money(total(prices.next))}.`,
      );
      const notices = (await admin.api.notificationsOf(person.memberId)).filter(
        (n) => n.type === 'MEMBERSHIP_RENEW',
      );
      expect(notices).toHaveLength(1);
      expect(notices[0]?.title).toBe('Your membership renews soon');
      await club.round(40);
      expect(await club.mailsTo(person.email, 'renews soon')).toHaveLength(1);

      // The day before the charge nothing; on the day the card is charged once.
      expect((await club.round(52)).charges).toEqual({});
      expect((await club.round(53)).charges).toEqual({ paid: 1 });
      const renewal = await renewalOf(membershipId);
      expect(renewal).toMatchObject({ status: 'paid', attempts: 1 });
      const [payment] = await club.sql<Record<string, unknown>>(
        'select * from membership_payments where id = $1',
        [renewal?.payment_id],
      );
      expect(payment).toMatchObject({
        payment_status: 'paid',
        pay_system: 'auto_renewal',
        payment_total: total(prices.next),
        payer_member_id: person.memberId,
        payment_method: provider,
      });
      const periods = await club.sql<{ start_date: string; status: string }>(
        `select start_date::text, status from membership_history
         where membership_id = $1 order by start_date`,
        [membershipId],
      );
      expect(periods).toEqual([
        { start_date: day(-300), status: 'active' },
        { start_date: day(61), status: 'active' },
      ]);
      const receipts = await club.mailsTo(person.email, 'Receipt: your membership is renewed');
      expect(receipts).toHaveLength(1);
      expect(receipts[0]).toMatchObject({
        attachments: [{ kind: 'receipt', of: 'membership-payment', id: renewal?.payment_id }],
      });
      const bell = await admin.api.notificationsOf(person.memberId);
      expect(bell.filter((n) => n.type === 'PAYMENT_RECEIVED')).toHaveLength(2);
      expect(bell.filter((n) => n.type === 'ORDER_READY')).toHaveLength(2);

      // The clock runs on; the job runs twice more, at once: nothing is charged again.
      await Promise.all([club.round(53), club.round(54)]);
      await club.round(61);
      await club.round(62);
      expect(
        await chargeRenewal(club.deps, renewal?.id ?? '', {
          today: day(53),
          now: new Date(`${day(53)}T13:00:00Z`),
        }),
      ).toBe('not-due');
      const payments = await club.sql<{ n: number }>(
        `select count(*)::int as n from membership_payments p
         join membership_history h on h.id = p.membership_history_id where h.membership_id = $1`,
        [membershipId],
      );
      expect(payments[0]?.n).toBe(2);
      if (fake) {
        expect(
          fake.requests.filter(
            (r) => r.method === 'POST' && /\/recurring\/.+\/authorize$/.test(r.path),
          ),
        ).toHaveLength(1);
      }
      const after = await admin.api.call(person, {
        method: 'GET',
        url: `/member/api/v1/${person.memberId}/membership/list?orgId=${club.orgId}`,
      });
      expect(after.json()).toMatchObject([
        {
          status: 'active',
          overallEndDate: day(425),
          renewal: { status: 'paid', periodStart: day(61), amount: total(prices.next) },
        },
      ]);
    });

    it('retries a declined charge on days 3 and 7, then lapses and turns renewal off', async () => {
      const { person, membershipId } = await club.buyWithRenewal({
        card: '4000 0000 0000 0341',
      });
      await club.round(20);
      await club.round(39);
      expect((await club.round(53)).charges).toEqual({ declined: 1 });
      expect(await renewalOf(membershipId)).toMatchObject({
        status: 'retrying',
        next_attempt_on: day(56),
        failure_code: 7,
      });
      const [declined] = await club.mailsTo(person.email, 'was declined');
      expect(declined?.html).toContain('Your card has insufficient funds.');
      expect(declined?.html).toContain(`We try again on`);

      const seen = await admin.api.call(person, {
        method: 'GET',
        url: `/member/api/v1/${person.memberId}/membership/list?orgId=${club.orgId}`,
      });
      expect(seen.json()).toMatchObject([
        {
          renewal: {
            status: 'retrying',
            nextAttemptOn: day(56),
            failure: { key: 'insufficientFunds' },
          },
        },
      ]);
      const roster = await admin.api.call(admin.sofie, {
        method: 'GET',
        url: `/org/api/v1/admin/organisations/${club.orgKey}/members?search=${encodeURIComponent(person.email)}`,
      });
      expect(roster.json()).toMatchObject({
        members: [
          {
            autoRenewal: true,
            renewalFailure: {
              status: 'retrying',
              key: 'insufficientFunds',
              nextAttemptOn: day(56),
            },
          },
        ],
      });

      expect((await club.round(55)).charges).toEqual({});
      expect((await club.round(56)).charges).toEqual({ declined: 1 });
      expect(await renewalOf(membershipId)).toMatchObject({ next_attempt_on: day(60) });
      expect((await club.round(60)).charges).toEqual({ failed: 1 });
      expect(await renewalOf(membershipId)).toMatchObject({ status: 'failed', attempts: 3 });
      const [membership] = await club.sql<{ auto_renewal: boolean }>(
        'select auto_renewal from memberships where id = $1',
        [membershipId],
      );
      expect(membership?.auto_renewal).toBe(false);
      const [failed] = await club.mailsTo(person.email, 'Automatic renewal failed');
      expect(failed?.html).toContain('lapses after');
      expect(failed?.html).toContain(`/ui/membership/new?renew=${club.orgKey}`);
      const afterRoster = await admin.api.call(admin.sofie, {
        method: 'GET',
        url: `/org/api/v1/admin/organisations/${club.orgKey}/members?search=${encodeURIComponent(person.email)}`,
      });
      expect(afterRoster.json()).toMatchObject({
        members: [{ autoRenewal: false, renewalFailure: { status: 'failed' } }],
      });
      // Lapsed: no period after this one, and no further tries.
      expect((await club.round(61)).charges).toEqual({});
      const periods = await club.sql<{ n: number }>(
        'select count(*)::int as n from membership_history where membership_id = $1',
        [membershipId],
      );
      expect(periods[0]?.n).toBe(1);
    });

    it('does not ask the bank to charge a card that will have expired by the charge date', async () => {
      const expiresSoon = `${day(30).slice(5, 7)}/${day(30).slice(2, 4)}`;
      const { person, membershipId } = await club.buyWithRenewal({ expiry: expiresSoon });
      await club.round(20);
      await club.round(39);
      expect((await club.round(53)).charges).toEqual({ declined: 1 });
      expect(await renewalOf(membershipId)).toMatchObject({ failure_code: 11 });
      expect((await club.mailsTo(person.email, 'Your card has expired.')).length).toBe(1);
    });

    it('invites a member without automatic renewal to renew in one click', async () => {
      const { person, membershipId } = await club.buyWithRenewal({ autoRenewal: false });
      await club.round(20);
      expect(await renewalOf(membershipId)).toMatchObject({
        kind: 'invitation',
        status: 'invited',
      });
      const [invitation] = await club.mailsTo(person.email, 'Renew your membership');
      expect(invitation?.html).toContain(`/ui/membership/new?renew=${club.orgKey}`);
      expect(invitation?.html).toContain('Ry Roklub now offers Adult');
      await club.round(21);
      expect(await club.mailsTo(person.email, 'Renew your membership')).toHaveLength(1);
      expect((await club.round(53)).charges).toEqual({});
    });
  });
}

describeYear('sandbox');
describeYear('freepay');

it('counts its days from the real today', () => {
  expect(day(0)).toBe(today);
});
