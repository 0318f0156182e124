import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actAsMemberHeader } from '@portal/contracts/act-as-header';
import { payInWindow } from '#src/lib/payments/sandbox/sandbox-test-helpers.ts';
import type { Person } from '#src/modules/members/member-test-kit.ts';
import { type AdminApiTest, startAdminApiTest } from '#src/modules/organisations/admin-test-kit.ts';
import { type RenewalClub, setUpRenewalClub } from './renewal-test-kit.ts';

// Issue 16, item 1: automatic renewal on and off, and the card window that changes its card
// without charging: who may do it, what is stored (never a card number), and the mails.

let admin: AdminApiTest;
let club: RenewalClub;

beforeAll(async () => {
  admin = await startAdminApiTest();
  club = await setUpRenewalClub(admin, { orgKey: 'RY', provider: 'sandbox' });
});
afterAll(() => admin.api.close());

const toggle = (person: Person | null, membershipId: string, on: boolean, headers = {}) =>
  admin.api.call(person, {
    method: 'PUT',
    url: `/member/api/v1/membership/${membershipId}/auto-renewal`,
    headers,
    payload: { autoRenewal: on },
  });

const openCardWindow = (person: Person | null, membershipId: string, headers = {}) =>
  admin.api.call(person, {
    method: 'POST',
    url: `/member/api/v1/membership/${membershipId}/card`,
    headers,
    payload: { autoRenewal: true, language: 'en' },
  });

describe('automatic renewal of a membership', () => {
  it('is turned off and on by its member (or one acting for them) only, each change by mail', async () => {
    const { person, membershipId } = await club.buyWithRenewal();
    for (const [who, caller] of [
      ['nobody', null],
      ['another member (USER)', admin.ole],
      ['ADMIN of another organisation', admin.chessAdmin],
      ['ADMIN of ROWING', admin.mette],
      ['SUPER_ADMIN not acting for the member', admin.sofie],
    ] as const) {
      const answer = await toggle(caller, membershipId, false);
      expect(answer.statusCode, `${who}: ${answer.body}`).toBe(caller ? 404 : 401);
      const window = await openCardWindow(caller, membershipId);
      expect(window.statusCode, `${who}: ${window.body}`).toBe(caller ? 404 : 401);
    }

    const off = await toggle(person, membershipId, false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      autoRenewal: false,
      savedCard: { brand: 'Visa', lastDigits: '1111' },
    });
    expect(await club.mailsTo(person.email, 'Automatic renewal is off')).toHaveLength(1);
    expect((await toggle(person, membershipId, false)).statusCode).toBe(200);
    expect(await club.mailsTo(person.email, 'Automatic renewal is off')).toHaveLength(1);

    const on = await toggle(admin.sofie, membershipId, true, {
      [actAsMemberHeader]: person.memberId,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ autoRenewal: true });
    expect(await club.mailsTo(person.email, 'Automatic renewal is on')).toHaveLength(2);
  });

  it('cannot be turned on without a saved card, and refuses a bad body by field', async () => {
    const { person, membershipId } = await club.buyWithRenewal({ autoRenewal: false });
    const on = await toggle(person, membershipId, true);
    expect(on.statusCode).toBe(409);
    expect(on.json()).toMatchObject({ code: 'renewal_needs_card' });
    const bad = await admin.api.call(person, {
      method: 'PUT',
      url: `/member/api/v1/membership/${membershipId}/auto-renewal`,
      payload: { autoRenewal: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('autoRenewal');
  });

  it('saves a new card through a window that charges nothing, and forgets the old one', async () => {
    const { person, membershipId } = await club.buyWithRenewal();
    const [old] = await club.sql<{ saved_card_identifier: string }>(
      'select saved_card_identifier from memberships where id = $1',
      [membershipId],
    );
    const opened = await openCardWindow(person, membershipId);
    expect(opened.statusCode, opened.body).toBe(200);
    const { paymentWindowLink, amount } = opened.json<{
      paymentWindowLink: string;
      amount: number;
    }>();
    expect(amount).toBe(100);
    const landing = await payInWindow(
      admin.api.subject.app,
      paymentWindowLink,
      '4000 0000 0000 0341',
      { expiry: '11/38' },
    );
    expect(landing.pathname).toBe('/ui/membership/card/confirm');
    const confirm = (caller: Person) =>
      admin.api.call(caller, {
        method: 'POST',
        url: '/member/api/v1/membership/card/confirm',
        payload: {
          token: landing.searchParams.get('token'),
          authorizationIdentifier: landing.searchParams.get('authorizationIdentifier'),
          savedCardIdentifier: landing.searchParams.get('savedCardIdentifier'),
        },
      });
    expect((await confirm(admin.ole)).statusCode).toBe(404);
    const saved = await confirm(person);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      status: 'saved',
      autoRenewal: true,
      savedCard: { brand: 'Visa', lastDigits: '0341', expiry: '11/38' },
      organisation: { name: 'Ry Roklub' },
    });
    expect((await confirm(person)).json()).toMatchObject({ status: 'saved' });
    expect(
      await club.mailsTo(person.email, 'Your card for automatic renewal is changed'),
    ).toHaveLength(1);

    // The check was released, nothing captured; the old card can no longer be charged.
    const [check] = await club.sql<{ status: string; void_status: string }>(
      `select a.status, r.void_status from card_requests r
       join sandbox_authorizations a on a.id = r.authorization_identifier::uuid
       where r.membership_id = $1`,
      [membershipId],
    );
    expect(check).toEqual({ status: 'voided', void_status: 'done' });
    const [forgotten] = await club.sql<{ deleted: boolean }>(
      'select deleted_at is not null as deleted from sandbox_saved_cards where id = $1::uuid',
      [old?.saved_card_identifier],
    );
    expect(forgotten?.deleted).toBe(true);
    const [row] = await club.sql<Record<string, unknown>>(
      'select * from card_requests where membership_id = $1',
      [membershipId],
    );
    expect(JSON.stringify(row)).not.toMatch(/4000\s?0000\s?0000\s?0341/);
  });

  it('says why a card window was declined, and changes nothing', async () => {
    const { person, membershipId } = await club.buyWithRenewal();
    const opened = await openCardWindow(person, membershipId);
    const link = opened.json<{ paymentWindowLink: string }>().paymentWindowLink;
    const landing = await payInWindow(admin.api.subject.app, link, '4000 0000 0000 0002');
    expect(landing.pathname).toBe('/ui/membership/card/decline');
    const decline = (caller: Person) =>
      admin.api.call(caller, {
        method: 'POST',
        url: '/member/api/v1/membership/card/decline',
        payload: Object.fromEntries(landing.searchParams),
      });
    for (const other of [admin.ole, admin.chessAdmin, admin.mette, admin.sofie]) {
      expect((await decline(other)).statusCode).toBe(404);
    }
    const declined = await decline(person);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'declined',
      decline: { key: 'issuerDeclined', message: 'Your bank declined the payment.' },
      savedCard: null,
    });
    const [membership] = await club.sql<{ saved_card_last_digits: string }>(
      'select saved_card_last_digits from memberships where id = $1',
      [membershipId],
    );
    expect(membership?.saved_card_last_digits).toBe('1111');
  });

  it('opts in for each line of a purchase: only the lines chosen renew automatically', async () => {
    const { person, membershipId } = await club.buyWithRenewal({ autoRenewal: false });
    const [membership] = await club.sql<Record<string, unknown>>(
      'select auto_renewal, saved_card_identifier from memberships where id = $1',
      [membershipId],
    );
    expect(membership).toEqual({ auto_renewal: false, saved_card_identifier: null });
    expect(await club.mailsTo(person.email, 'Automatic renewal is on')).toHaveLength(0);
  });
});
