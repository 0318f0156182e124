import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import {
  expectNoSeriousA11yViolations,
  ignoreMembershipPrompt,
  openSignedIn,
  pageHeading,
  registerMember,
} from '../support/portal.ts';

// Issue 14, "Done when": a club's administrator prepares next year's membership type, a member
// buys it, the administrator refunds part of it, exports the roster and the treasurer's report and
// answers the member's message, and the member reads the answer. Once in English on a desktop,
// once in Danish on a phone. The club is SAILING, which no other journey uses: its card payments
// are taken live in the sandbox (not in test mode), so a payment is captured and can be refunded.

const nextYear = new Date().getFullYear() + 1;
const today = new Date().toISOString().slice(0, 10);

const words = {
  en: {
    locale: 'en-GB',
    headings: {
      organisation: 'ORGANISATION SETTINGS',
      types: 'MEMBERSHIP TYPES',
      payments: 'PAYMENTS',
      members: 'MEMBERS',
      report: 'TREASURER REPORT',
      messages: 'MESSAGES',
    },
    tabs: {
      types: 'Membership types',
      payments: 'Payments',
      members: 'Members',
      report: 'Treasurer report',
      messages: 'Messages',
      audit: 'Change log',
    },
    cardGateway: 'Card gateway',
    testMode: 'Test mode (test cards only, no money moves)',
    saveCard: 'Save card payments',
    cardSaved: 'The card payment settings were saved.',
    newType: 'New membership type',
    name: /^Name/,
    price: /^Price/,
    vat: 'VAT rate (%)',
    start: 'Period start',
    end: 'Period end',
    offered: /^Offered from/,
    saveType: 'Save membership type',
    created: (type: string) => `${type} was created.`,
    offeredState: 'Offered',
    you: (name: string) => `${name} (you)`,
    typeOption: (type: string) => `${type} – DKK\u00a01,000.00`,
    pay: 'Pay DKK 1,000.00',
    card: {
      number: /^Card number/,
      expiry: /^Expiry date/,
      cvc: /^Security code/,
      holder: /^Cardholder name/,
      pay: /^Pay /,
    },
    paid: 'Thank you, your payment went through',
    contact: {
      organisation: /^Organisation/,
      subject: /^Subject/,
      message: /^Message/,
      send: 'Send message',
    },
    searchPayments: /^Search payments/,
    openPayment: /^Open payment/,
    refundAmount: 'Amount to refund',
    reason: /^Reason/,
    refund: 'Refund',
    refunded: 'DKK 200.00 was refunded.',
    partly: 'Partly refunded',
    searchMembers: /^Search members/,
    active: 'Active',
    exportCsv: 'Export CSV',
    csvHeader: 'Name;Email;Phone;Member since;Status;Membership type;Period start;Period end',
    downloadReport: 'Download CSV',
    reportHeader: 'What;Count;Net;VAT;Surcharges;Gross;Refunded;After refunds',
    reportRow: (type: string) => `${type};1;800.00;200.00;0.00;1000.00;200.00;800.00`,
    reply: /^Reply/,
    send: 'Send',
    sent: 'Your answer was sent.',
    yourMessages: 'Your messages',
    answered: 'Answered',
    changeLog: 'CHANGE LOG',
    refundedAction: 'Refunded a payment',
  },
  da: {
    locale: 'da-DK',
    headings: {
      organisation: 'FORENINGENS INDSTILLINGER',
      types: 'MEDLEMSTYPER',
      payments: 'BETALINGER',
      members: 'MEDLEMMER',
      report: 'KASSERERRAPPORT',
      messages: 'BESKEDER',
    },
    tabs: {
      types: 'Medlemstyper',
      payments: 'Betalinger',
      members: 'Medlemmer',
      report: 'Kassererrapport',
      messages: 'Beskeder',
      audit: 'Ændringslog',
    },
    cardGateway: 'Betalingsgateway',
    testMode: 'Testtilstand (kun testkort, ingen penge flyttes)',
    saveCard: 'Gem kortbetaling',
    cardSaved: 'Indstillingerne for kortbetaling er gemt.',
    newType: 'Ny medlemstype',
    name: /^Navn/,
    price: /^Pris/,
    vat: 'Momssats (%)',
    start: 'Periodens start',
    end: 'Periodens slutning',
    offered: /^Udbydes fra/,
    saveType: 'Gem medlemstype',
    created: (type: string) => `${type} er oprettet.`,
    offeredState: 'Udbydes',
    you: (name: string) => `${name} (dig)`,
    typeOption: (type: string) => `${type} – 1.000,00\u00a0kr.`,
    pay: 'Betal 1.000,00 kr.',
    card: {
      number: /^Kortnummer/,
      expiry: /^Udløbsdato/,
      cvc: /^Kontrolcifre/,
      holder: /^Kortholders navn/,
      pay: /^Betal /,
    },
    paid: 'Tak, din betaling er gennemført',
    contact: {
      organisation: /^Forening/,
      subject: /^Emne/,
      message: /^Besked/,
      send: 'Send besked',
    },
    searchPayments: /^Søg i betalinger/,
    openPayment: /^Åbn betaling/,
    refundAmount: 'Beløb, der skal betales tilbage',
    reason: /^Begrundelse/,
    refund: 'Betal tilbage',
    refunded: '200,00 kr. er betalt tilbage.',
    partly: 'Delvist tilbagebetalt',
    searchMembers: /^Søg medlemmer/,
    active: 'Aktiv',
    exportCsv: 'Eksportér CSV',
    csvHeader: 'Navn;E-mail;Telefon;Medlem siden;Status;Medlemstype;Periode start;Periode slut',
    downloadReport: 'Hent CSV',
    reportHeader: 'Hvad;Antal;Netto;Moms;Gebyrer;Brutto;Tilbagebetalt;Efter tilbagebetaling',
    reportRow: (type: string) => `${type};1;800,00;200,00;0,00;1000,00;200,00;800,00`,
    reply: /^Svar/,
    send: 'Send',
    sent: 'Dit svar er sendt.',
    yourMessages: 'Dine beskeder',
    answered: 'Besvaret',
    changeLog: 'ÆNDRINGSLOG',
    refundedAction: 'Betalte en betaling tilbage',
  },
};
type Words = (typeof words)['en'];

async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const download = page.waitForEvent('download');
  await click();
  return fs.readFileSync(await (await download).path(), 'utf8');
}

async function runTheClub(
  browser: Browser,
  page: Page,
  w: Words,
  options: { type: string; member: { firstName: string; lastName: string }; subject: string },
) {
  const { type, subject } = options;
  await openSignedIn(page, '/admin/organisation?org=SAILING', 'super@demo.test');
  await ignoreMembershipPrompt(page);
  await expect(pageHeading(page)).toHaveText(w.headings.organisation);

  await test.step('the club takes card payments live', async () => {
    const card = page.getByRole('form', { name: /Card payments|Kortbetaling/ });
    await card.getByLabel(w.cardGateway).selectOption('sandbox');
    await card.getByLabel(w.testMode).uncheck();
    await card.getByRole('button', { name: w.saveCard }).click();
    await expect(card.getByText(w.cardSaved)).toBeVisible();
  });

  await test.step('next year’s type, offered from today', async () => {
    await page.getByRole('link', { name: w.tabs.types, exact: true }).click();
    await expect(pageHeading(page)).toHaveText(w.headings.types);
    await page.getByRole('button', { name: w.newType }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(w.name).fill(type);
    await dialog.getByLabel(w.price).fill('800');
    await dialog.getByLabel(w.vat).fill('25');
    await dialog.getByLabel(w.start).fill(`${nextYear}-01-01`);
    await dialog.getByLabel(w.end).fill(`${nextYear}-12-31`);
    await dialog.getByLabel(w.offered).fill(today);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: w.saveType }).click();
    await expect(page.getByText(w.created(type))).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: type })).toContainText(w.offeredState);
  });

  // The member: a new person of this journey's own, in a browser of their own.
  const memberContext = await browser.newContext({
    locale: w.locale,
    viewport: page.viewportSize() ?? { width: 1280, height: 800 },
  });
  const member = await memberContext.newPage();
  const person = await registerMember(member, { ...options.member });
  await ignoreMembershipPrompt(member);

  await test.step('the member buys it by card and writes to the club', async () => {
    await member.goto('/ui/membership/new');
    await member.getByText('Sejlklubben Øresund', { exact: true }).click();
    await member.getByLabel(w.you(person.name)).selectOption({ label: w.typeOption(type) });
    await member.getByRole('button', { name: w.pay }).click();
    await expect(member).toHaveURL(/\/sandbox-pay\//);
    await member.getByLabel(w.card.number).fill('4111 1111 1111 1111');
    await member.getByLabel(w.card.expiry).fill('12/39');
    await member.getByLabel(w.card.cvc).fill('123');
    await member.getByLabel(w.card.holder).fill(person.name);
    await member.getByRole('button', { name: w.card.pay }).click();
    await expect(member.getByText(w.paid)).toBeVisible({ timeout: 15_000 });

    await member.goto('/ui/contact-us');
    await member.getByLabel(w.contact.organisation).selectOption({ label: 'Sejlklubben Øresund' });
    await member.getByLabel(w.contact.subject).fill(subject);
    await member.getByLabel(w.contact.message).fill('Is there a free mooring for a small dinghy?');
    await member.getByRole('button', { name: w.contact.send }).click();
    await expect(member.getByRole('heading', { name: w.yourMessages })).toBeVisible();
  });

  await test.step('the administrator refunds part of the payment', async () => {
    await page.getByRole('link', { name: w.tabs.payments, exact: true }).click();
    await expect(pageHeading(page)).toHaveText(w.headings.payments);
    await page.getByLabel(w.searchPayments).fill(person.email);
    await expect(page.getByRole('row').filter({ hasText: person.email })).toBeVisible();
    // Scanned before the drawer opens: behind its overlay every colour is dimmed.
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: w.openPayment }).first().click();
    // The payment is captured by a job a moment after it was paid: until then it can only be voided.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: w.openPayment }).first().click();
      await expect(page.getByLabel(w.refundAmount)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await page.getByLabel(w.refundAmount).fill('200');
    await page.getByLabel(w.reason).fill('Joined after the season started');
    await page.getByRole('button', { name: w.refund, exact: true }).click();
    await expect(page.getByText(w.refunded)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('row').filter({ hasText: person.email })).toContainText(w.partly);
  });

  await test.step('the roster and the treasurer’s report, exported', async () => {
    await page.getByRole('link', { name: w.tabs.members, exact: true }).click();
    await expect(pageHeading(page)).toHaveText(w.headings.members);
    await page.getByLabel(w.searchMembers).fill(person.email);
    const row = page.getByRole('row').filter({ hasText: person.name });
    await expect(row).toContainText(w.active);
    await expect(row).toContainText(type);
    await expectNoSeriousA11yViolations(page);
    const roster = await downloaded(page, () =>
      page.getByRole('button', { name: w.exportCsv }).click(),
    );
    expect(roster.startsWith(`\uFEFF${w.csvHeader}`)).toBe(true);
    expect(roster).toContain(person.email);

    await page.getByRole('link', { name: w.tabs.report, exact: true }).click();
    await expect(pageHeading(page)).toHaveText(w.headings.report);
    await expect(page.getByRole('row').filter({ hasText: type })).toBeVisible();
    const report = await downloaded(page, () =>
      page.getByRole('button', { name: w.downloadReport }).click(),
    );
    expect(report.startsWith(`\uFEFF${w.reportHeader}`)).toBe(true);
    expect(report).toContain(w.reportRow(type));
  });

  await test.step('the administrator answers the member’s message', async () => {
    await page.getByRole('link', { name: w.tabs.messages, exact: true }).click();
    await expect(pageHeading(page)).toHaveText(w.headings.messages);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: subject }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toContainText('Is there a free mooring for a small dinghy?');
    await drawer.getByLabel(w.reply).fill('Yes: number 14 on the east jetty is yours.');
    await drawer.getByRole('button', { name: w.send, exact: true }).click();
    await expect(drawer.getByText(w.sent)).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('the member reads the answer', async () => {
    await member.goto('/ui/contact-us');
    const mine = member.getByRole('listitem').filter({ hasText: subject });
    await expect(mine).toContainText(w.answered);
    await mine.getByRole('link', { name: subject }).click();
    await expect(member.getByText('Yes: number 14 on the east jetty is yours.')).toBeVisible();
    await expectNoSeriousA11yViolations(member);
  });

  await test.step('the change log holds the refund', async () => {
    await page.getByRole('link', { name: w.tabs.audit, exact: true }).click();
    await expect(pageHeading(page)).toHaveText(w.changeLog);
    await expect(page.getByRole('row').filter({ hasText: w.refundedAction }).first()).toContainText(
      'super@demo.test',
    );
  });
  await memberContext.close();
}

test.describe('running a club in English on a desktop', () => {
  test.use({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
  test('the administrator prepares next year, refunds, exports and answers', async ({
    page,
    browser,
  }) => {
    // Three members, a refund and an export: three times a journey's time (test.slow).
    test.slow();
    await runTheClub(browser, page, words.en, {
      type: `Sailor ${nextYear}`,
      member: { firstName: 'Birgit', lastName: 'Skov' },
      subject: 'A mooring for my dinghy',
    });
  });
});

test.describe('running a club in Danish on a phone', () => {
  test.use({ locale: 'da-DK', viewport: { width: 390, height: 844 }, hasTouch: true });
  test('administratoren forbereder næste år, betaler tilbage, eksporterer og svarer', async ({
    page,
    browser,
  }) => {
    // Three members, a refund and an export: three times a journey's time (test.slow).
    test.slow();
    await runTheClub(browser, page, words.da, {
      type: `Sejler ${nextYear}`,
      member: { firstName: 'Karen', lastName: 'Lund' },
      subject: 'Bådplads til min jolle',
    });
  });
});
