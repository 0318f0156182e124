import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { ignoreMembershipPromptWhenShown, pageHeading, registerMember } from '../support/portal.ts';

// A new member in Danish, the default, on a phone: every text the portal writes, on its pages,
// in the card window and in its mails, is Danish. Club content (names the seed gave events and
// membership types) is the club's own words and is left out of the check.
test.use({ locale: 'da-DK', viewport: { width: 390, height: 844 }, hasTouch: true });

const clubContent = [
  'Open day at the boathouse',
  'Try rowing with our coaches. Friends and family are welcome.',
  'Friday blitz tournament',
  'Adult',
  'Junior',
];

/** English words that no Danish text has; one of them in a line is English left behind. */
const englishWords =
  /\b(the|and|your|you|please|with|this|was|were|could|not|of|is|are|has|Loading|Save|Cancel|Paid|Membership|Memberships|Tickets?|Profile|Dear|Hello|Thank)\b/;

function englishLines(text: string): string[] {
  let rest = text;
  for (const content of clubContent) rest = rest.replaceAll(content, '');
  return rest.split('\n').filter((line) => englishWords.test(line));
}

async function expectOnlyDanish(page: Page) {
  // Wait for what loads after the first paint, then read what the member sees.
  await expect(page.getByRole('status', { name: /indlæser/i })).toHaveCount(0);
  const text = await page.evaluate(() => document.body.innerText);
  expect(englishLines(text), `English on ${page.url()}`).toEqual([]);
}

/** The development mailbox's mails to one address, as plain text. */
async function mailsTo(page: Page, email: string): Promise<string[]> {
  const html = await (await page.request.get('/dev/mailbox')).text();
  return html
    .split('<article>')
    .filter((article) => article.includes(`To ${email}`))
    .map((article) =>
      article
        .replace(/<[^>]+>/g, '')
        .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    );
}

test('a Danish member on a phone signs up, completes the profile, pays, books and writes, all in Danish', async ({
  page,
}) => {
  await ignoreMembershipPromptWhenShown(page);
  const karen = await registerMember(page, {
    firstName: 'Karen',
    lastName: 'Holm',
    profile: false,
  });
  await expect(pageHeading(page)).toHaveText('OVERSIGT');
  await expectOnlyDanish(page);

  await test.step('the profile, filled in on the phone', async () => {
    await page.goto('/ui/edit-profile');
    await expect(pageHeading(page)).toHaveText('REDIGER PROFIL');
    await expectOnlyDanish(page);
    // A phone number without its country code: the field says so, in Danish.
    await page.getByLabel(/^Telefon/).fill('22 33 44');
    await page.getByRole('button', { name: 'Gem' }).click();
    await expect(page.getByLabel(/^Telefon/)).toHaveAttribute('aria-invalid', 'true');
    await expectOnlyDanish(page);
    await page.getByLabel(/^Telefon/).fill('+45 22 33 44 55');
    await page.getByLabel(/^Adresselinje 1/).fill('Åboulevarden 1');
    await page.getByLabel(/^Postnummer/).fill('8000');
    await page.getByLabel(/^By/).fill('Aarhus C');
    await page.getByLabel(/^Land/).selectOption({ label: 'Danmark' });
    await expect(page.getByLabel('Sprog i mails og beskeder')).toHaveValue('da');
    await page.getByRole('button', { name: 'Gem' }).click();
    await expect(page.getByText('Din profil er gemt.')).toBeVisible();
    await expectOnlyDanish(page);
  });

  await test.step('a membership paid by card', async () => {
    await page.goto('/ui/membership/new');
    await expect(pageHeading(page)).toHaveText('NYT MEDLEMSKAB');
    await page.getByText('Aarhus Roklub', { exact: true }).click();
    await page.getByLabel('Karen Holm (dig)').selectOption({ label: 'Adult – 1.515,00\u00a0kr.' });
    await expectOnlyDanish(page);
    await page.getByRole('button', { name: 'Betal 1.515,00 kr.' }).click();
    await expect(page).toHaveURL(/\/sandbox-pay\//);
    await expectOnlyDanish(page);
    await page.getByLabel(/^Kortnummer/).fill('4111 1111 1111 1111');
    await page.getByLabel(/^Udløbsdato/).fill('12/39');
    await page.getByLabel(/^Kontrolcifre/).fill('123');
    await page.getByLabel(/^Kortholders navn/).fill('Karen Holm');
    await page.getByRole('button', { name: /^Betal / }).click();
    await expect(page).toHaveURL(/\/ui\/membership\/confirm\?token=/);
    await expect(page.getByText('Tak, din betaling er gennemført')).toBeVisible({
      timeout: 15_000,
    });
    await expectOnlyDanish(page);
  });

  await test.step('an event booked', async () => {
    await page.goto('/ui/events');
    await page.getByRole('link', { name: 'Open day at the boathouse' }).click();
    await expect(pageHeading(page)).toHaveText(/ARRANGEMENT/);
    await expectOnlyDanish(page);
    await page.getByLabel('Karen Holm (dig)').check();
    await page.getByRole('button', { name: 'Tilmeld 1 person' }).click();
    await expect(page.getByText('Din tilmelding er gennemført.', { exact: false })).toBeVisible();
    await expectOnlyDanish(page);
  });

  await test.step('a message to the club', async () => {
    await page.goto('/ui/contact-us');
    await page.getByRole('button', { name: 'Send besked' }).click();
    await expect(page.getByText('Vælg venligst en forening.')).toBeVisible();
    await expectOnlyDanish(page);
    await page.getByLabel(/^Forening/).selectOption({ label: 'Aarhus Roklub' });
    await page.getByLabel(/^Emne/).fill('Nøgle til bådhallen');
    await page.getByLabel(/^Besked/).fill('Hvor henter jeg en nøgle?');
    await page.getByRole('button', { name: 'Send besked' }).click();
    await expect(
      page.getByText('Din besked er sendt til Aarhus Roklub.', { exact: false }),
    ).toBeVisible();
    await expectOnlyDanish(page);
  });

  await test.step('the mails they sent, each in Danish only', async () => {
    await expect
      .poll(async () => (await mailsTo(page, karen.email)).length, { timeout: 20_000 })
      .toBe(4);
    const mails = await mailsTo(page, karen.email);
    for (const subject of [
      'Bekræft din e-mailadresse',
      'Medlemskab bekræftet: Aarhus Roklub',
      'Booking bekræftet: Open day at the boathouse',
      'Vi har modtaget din besked: Nøgle til bådhallen',
    ]) {
      expect(mails.filter((mail) => mail.includes(subject))).toHaveLength(1);
    }
    for (const mail of mails) expect(englishLines(mail)).toEqual([]);
  });
});
