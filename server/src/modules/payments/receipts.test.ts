import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actAsMemberHeader } from '@portal/contracts/act-as-header';
import { queueNames } from '#src/lib/jobs.ts';
import { fileMailbox, mailMessageSchema } from '#src/lib/messages/mail.ts';
import { testCards } from '#src/lib/payments/gateway-contract.ts';
import { payInWindow } from '#src/lib/payments/sandbox/sandbox-test-helpers.ts';
import { eventFixtures } from '#src/modules/events/events.test-kit.ts';
import type { Person } from '#src/modules/members/member-test-kit.ts';
import { queuedJobs } from '#src/modules/memberships/membership-test-helpers.ts';
import { type AdminApiTest, startAdminApiTest } from '#src/modules/organisations/admin-test-kit.ts';
import { pdfRenders, pdfText } from '#src/test/pdf-text.ts';
import { notifyPaymentReceived } from './payment-notifications.service.ts';
import { receiptAttachments } from './receipt-attachments.service.ts';

// Issue 16.5 and 16.6: a PDF receipt for every payment, and the payment notifications.
let admin: AdminApiTest;
let anna: Person;
let paymentId: string;
let historyId: string;
let membershipId: string;

const sql = async <T>(text: string, values: unknown[] = []) =>
  (await admin.api.subject.database.sql.query(text, values)).rows as T[];
const get = (person: Person | null, url: string, headers: Record<string, string> = {}) =>
  admin.api.call(person, { url, headers });

/** Only the payer (or a super administrator acting as them) gets the PDF; everyone else 404. */
async function expectOnlyThePayer(url: string) {
  const cases: [string, Person | null, number][] = [
    ['nobody', null, 401],
    ['another member', admin.ole, 404],
    ['ADMIN of CHESS', admin.chessAdmin, 404],
    ['ADMIN of ROWING', admin.mette, 404],
    ['SUPER_ADMIN as themself', admin.sofie, 404],
    ['the payer (USER)', anna, 200],
  ];
  for (const [who, person, status] of cases) {
    expect((await get(person, url)).statusCode, who).toBe(status);
  }
  const acting = await get(admin.sofie, url, { [actAsMemberHeader]: anna.memberId });
  expect(acting.statusCode, 'SUPER_ADMIN acting as the payer').toBe(200);
}

const paymentNotices = async (id: string) =>
  (await admin.api.notificationsOf(anna.memberId)).filter(
    (notice) =>
      (notice.data as { paymentId?: string }).paymentId === id && !('refundId' in notice.data),
  );

beforeAll(async () => {
  admin = await startAdminApiTest();
  anna = admin.anna;
  const [adult] = await sql<{ id: string }>(
    `select c.id from membership_configurations c join organisations o on o.id = c.org_id
      where o.key = 'ROWING' and c.name = 'Adult'`,
  );
  paymentId = await admin.buyMembership(anna, 'ROWING', adult?.id ?? '');
  const [row] = await sql<{ membership_history_id: string; membership_id: string }>(
    `select p.membership_history_id, h.membership_id from membership_payments p
      join membership_history h on h.id = p.membership_history_id where p.id = $1`,
    [paymentId],
  );
  historyId = row?.membership_history_id ?? '';
  membershipId = row?.membership_id ?? '';
});
afterAll(async () => admin.api.close());

describe('a membership payment', () => {
  const url = () => `/member/api/v1/membership/history/${historyId}/receipt.pdf`;

  it('has a PDF receipt for the payer only, in their language or the one asked for', async () => {
    await expectOnlyThePayer(url());
    const answer = await get(anna, url());
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="kvittering-ROWIN-M-/,
    );
    const pdf = answer.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfRenders(pdf).ok).toBe(true);
    const text = pdfText(pdf);
    for (const words of ['Kvittering', 'Aarhus Roklub', 'Tangkrogen 1', 'CVR-nr. 12345678']) {
      expect(text).toContain(words);
    }
    expect(text).toMatch(/Anna Jensen: Adult/);
    expect(text).toMatch(/Visa, kort der ender på 1111/);
    expect(text).toMatch(/Betalingsreference/);
    const english = pdfText((await get(anna, `${url()}?language=en`)).rawPayload);
    expect(english).toContain('Receipt');
    expect(english).toContain('Visa card ending in 1111');
    expect((await get(anna, `${url()}?language=fr`)).statusCode).toBe(400);
  });

  it('tells the payer once under the bell, with links to the receipt', async () => {
    const notices = await paymentNotices(paymentId);
    expect(notices.map((notice) => notice.type).sort()).toEqual([
      'ORDER_READY',
      'PAYMENT_RECEIVED',
    ]);
    for (const notice of notices) {
      expect(notice.data).toMatchObject({
        link: `/ui/membership/${membershipId}/receipt?record=${historyId}`,
        receiptPdf: `/member/api/v1/membership/history/${historyId}/receipt.pdf`,
      });
    }
    expect(notices.find((n) => n.type === 'PAYMENT_RECEIVED')?.title).toBe('Betaling modtaget');
    // A second call (a replayed settlement, a retried renewal charge) adds nothing.
    const again = await admin.api.subject.database.db.transaction((tx) =>
      notifyPaymentReceived(tx, {
        payerId: anna.memberId,
        payment: { kind: 'membership', id: paymentId },
        organisationName: 'Aarhus Roklub',
        amount: 1,
        currency: 'DKK',
        orderNumber: 'x',
        receipt: { page: '/ui/x', pdf: '/x' },
      }),
    );
    expect(again).toBe(0);
    expect(await paymentNotices(paymentId)).toHaveLength(2);
  });

  it('attaches the receipt to the confirmation mail, made when the mail is sent', async () => {
    const [job] = await queuedJobs(
      admin.api.subject,
      queueNames.mail,
      `membership-payment-${paymentId}`,
    );
    const mail = mailMessageSchema.parse(job);
    expect(mail.attachments).toEqual([
      { kind: 'receipt', of: 'membership-payment', id: paymentId, language: 'da' },
    ]);
    const resolve = receiptAttachments(admin.api.subject.database.db);
    const files = await Promise.all((mail.attachments ?? []).map(resolve));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-receipt-mail-'));
    try {
      const mailbox = fileMailbox(dir, 'portal@example.test');
      await mailbox.deliver(mail, files);
      const [stored] = await mailbox.list();
      expect(stored?.files).toEqual([
        expect.objectContaining({
          contentType: 'application/pdf',
          filename: expect.stringMatching(/^kvittering-.*\.pdf$/),
        }),
      ]);
      const saved = fs.readFileSync(path.join(dir, stored?.files?.[0]?.path ?? ''));
      expect(pdfText(saved)).toContain('Aarhus Roklub');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has a credit note once it is paid back, for the payer only', async () => {
    const voided = await admin.api.call(admin.mette, {
      method: 'POST',
      url: `/org/api/v1/admin/organisations/ROWING/payments/membership/${paymentId}/refunds`,
      payload: { action: 'void', reason: 'Flyttet til Ålborg', idempotencyKey: randomUUID() },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const refundId = voided.json<{ id: string }>().id;
    const url = `/member/api/v1/refunds/${refundId}/credit-note.pdf`;
    await expectOnlyThePayer(url);
    const pdf = (await get(anna, url)).rawPayload;
    expect(pdfRenders(pdf).ok).toBe(true);
    const text = pdfText(pdf);
    expect(text).toContain('Kreditnota');
    expect(text).toContain('Flyttet til Ålborg');
    expect(text).toMatch(/-1\.515,00 kr\./);
    expect(
      (await get(anna, `/member/api/v1/refunds/${randomUUID()}/credit-note.pdf`)).statusCode,
    ).toBe(404);
    const [job] = await queuedJobs(admin.api.subject, queueNames.mail, `refund-${refundId}-mail`);
    expect(mailMessageSchema.parse(job).attachments).toEqual([
      { kind: 'receipt', of: 'refund', id: refundId, language: 'da' },
    ]);
  });
});

describe('an event booking', () => {
  it('has a PDF receipt, the payment notifications and the receipt in its mail', async () => {
    const fixtures = eventFixtures(admin.api);
    const eventId = await fixtures.createEvent({ guestPrice: 20_000, memberPrice: 20_000 });
    const booked = await admin.api.call(anna, {
      method: 'POST',
      url: `/event/api/v1/eve/${eventId}/booking`,
      payload: { participantIds: [anna.memberId] },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { entry, paymentWindowLink } = booked.json<{
      entry: { id: string };
      paymentWindowLink: string;
    }>();
    const url = `/event/api/v1/eve-entry/${entry.id}/receipt.pdf`;
    expect((await get(anna, url)).statusCode, 'no receipt before it is paid').toBe(404);
    const landing = await payInWindow(admin.api.subject.app, paymentWindowLink, testCards.approve);
    const confirmed = await admin.api.call(anna, {
      method: 'POST',
      url: '/event/api/v1/payment/confirm',
      payload: {
        token: landing.searchParams.get('token'),
        authorizationIdentifier: landing.searchParams.get('authorizationIdentifier'),
      },
    });
    expect(confirmed.json()).toMatchObject({ entry: { paymentStatus: 'paid' } });

    await expectOnlyThePayer(url);
    const pdf = (await get(anna, url)).rawPayload;
    expect(pdfRenders(pdf).ok).toBe(true);
    const text = pdfText(pdf);
    expect(text).toContain('Kvittering');
    expect(text).toMatch(/Test event .*, 1 billet/);
    expect(text).toContain('200,00 kr.');
    expect(text).toMatch(/IZY-EVE-/);

    const notices = await paymentNotices(entry.id);
    expect(notices.map((notice) => notice.type).sort()).toEqual([
      'ORDER_READY',
      'PAYMENT_RECEIVED',
    ]);
    expect(notices[0]?.data).toMatchObject({
      link: `/ui/ROWING/events/${eventId}/tickets/${entry.id}`,
      receiptPdf: url,
    });
    const [job] = await queuedJobs(admin.api.subject, queueNames.mail, `event-entry-${entry.id}`);
    expect(mailMessageSchema.parse(job).attachments).toEqual([
      { kind: 'receipt', of: 'event-entry', id: entry.id, language: 'da' },
    ]);
  });
});
