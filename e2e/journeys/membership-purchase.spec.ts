import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import {
  expectNoSeriousA11yViolations,
  openSignedIn,
  pageHeading,
  registerMember,
} from '../support/portal.ts';

// One new member and her child, through the three journeys in order: the decline first, so
// "nothing active" holds, then the purchase, then the members-only booking it opens.
test.describe.configure({ mode: 'serial' });
let anna = { email: '', name: '' };

/** After sign-in the membership prompt offers a membership; taking it opens New Membership. */
async function takeMembershipFromPrompt(page: Page) {
  await openSignedIn(page, '/memberships', anna.email);
  const prompt = page.getByRole('region', { name: 'Become a member' });
  await expect(prompt).toBeVisible({ timeout: 10_000 });
  await prompt.getByRole('button', { name: 'Take Membership' }).click();
  await expect(page).toHaveURL(/\/ui\/membership\/new$/);
  await expect(pageHeading(page)).toHaveText('NEW MEMBERSHIP');
}

/** Adult for Anna and Junior for her child Emil in ROWING, then Pay: off to the card window. */
async function chooseAndPay(page: Page) {
  await page.getByText('Aarhus Roklub', { exact: true }).click();
  await page.getByLabel('Anna Jensen (you)').selectOption({ label: 'Adult – DKK\u00a01,515.00' });
  await page.getByLabel(/^Emil/).selectOption({ label: 'Junior – DKK\u00a0765.00' });
  await expect(page.getByTestId('price-total')).toHaveText('DKK 2,280.00');
  await expect(page.getByText('Please complete your profile to continue.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay DKK 2,280.00' }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\//);
}

async function payWithCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Cardholder name').fill('Anna Jensen');
  await page.getByRole('button', { name: /^Pay / }).click();
}

test('the decline card lands on Payment Failed with the reason, and nothing is active', async ({
  page,
}) => {
  anna = await registerMember(page, { firstName: 'Anna', lastName: 'Jensen', child: 'Emil' });
  await takeMembershipFromPrompt(page);
  await chooseAndPay(page);
  await payWithCard(page, '4000 0000 0000 0002');

  await expect(page).toHaveURL(/\/ui\/membership\/decline\?token=/);
  await expect(pageHeading(page)).toHaveText('PAYMENT FAILED');
  await expect(page.getByText('The payment was not completed')).toBeVisible();
  await expect(page.getByText('Your bank declined the payment.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A replayed return shows the same outcome, not an error.
  await page.reload();
  await expect(page.getByText('Your bank declined the payment.')).toBeVisible();

  await page.getByRole('link', { name: 'Go to Memberships' }).click();
  await expect(pageHeading(page)).toHaveText('MEMBERSHIPS');
  await expect(page.getByText('Active', { exact: true })).toHaveCount(0);
});

test('a member buys Adult and Junior in ROWING, pays by card and sees both active with a receipt', async ({
  page,
}) => {
  await takeMembershipFromPrompt(page);
  await chooseAndPay(page);
  await payWithCard(page, '4111 1111 1111 1111');

  await expect(page).toHaveURL(/\/ui\/membership\/confirm\?token=/);
  await expect(pageHeading(page)).toHaveText('PAYMENT SUCCESSFUL');
  await expect(page.getByText('Thank you, your payment went through')).toBeVisible({
    timeout: 15_000,
  });
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Go to Memberships' }).click();
  const rows = page.getByTestId('membership-row');
  await expect(rows.filter({ hasText: 'Anna Jensen' })).toContainText('Active');
  await expect(rows.filter({ hasText: /^Emil/ })).toContainText('Active');
  await expectNoSeriousA11yViolations(page);

  await rows.filter({ hasText: 'Anna Jensen' }).getByRole('link', { name: 'Receipt' }).click();
  await expect(pageHeading(page)).toHaveText('MEMBERSHIPS RECEIPT');
  await expect(page.getByTestId('price-total')).toHaveText('DKK 2,280.00');
  await expect(page.getByText('Aarhus Roklub (ROWING)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'History' }).click();
  await expect(pageHeading(page)).toHaveText('MEMBERSHIPS HISTORY');
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
});

// After the purchase above, the new Anna and her Emil are members of ROWING: the members-only regatta is theirs.
test('the members book the paid regatta, pay by card and carry their tickets and calendar', async ({
  page,
}) => {
  await openSignedIn(page, '/', anna.email);
  const regatta = page
    .getByTestId('event-card')
    .filter({ hasText: 'Members’ regatta on Brabrand Lake' });
  await regatta.getByRole('link', { name: 'Members’ regatta on Brabrand Lake' }).click();
  await expect(pageHeading(page)).toHaveText('EVENT DETAIL');
  const eventPath = new URL(page.url()).pathname;

  await page.getByLabel('Anna Jensen (you)').check();
  await page.getByLabel(/^Emil/).check();
  await expect(page.getByTestId('booking-total')).toHaveText('DKK 300.00');
  await expect(page.getByText('You pay by card in the next step.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Book 2 places' }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\//);
  await payWithCard(page, '4111 1111 1111 1111');

  await expect(page).toHaveURL(new RegExp(`${eventPath}/confirm\\?token=`));
  await expect(pageHeading(page)).toHaveText('REGISTRATION SUCCESS');
  await expect(page.getByText('You are booked')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/your 2 tickets are ready/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Show the tickets' }).click();
  await expect(pageHeading(page)).toHaveText('TICKET DETAIL');
  const tickets = page.getByTestId('ticket');
  await expect(tickets).toHaveCount(2);
  for (const ticket of await tickets.all()) {
    await expect(ticket.getByRole('img', { name: /^QR code of ticket / })).toBeVisible();
  }

  await page.goto('/ui/tickets');
  await expect(pageHeading(page)).toHaveText('MY TICKETS');
  await expect(page.getByText('Members’ regatta on Brabrand Lake').first()).toBeVisible();

  await page.goto('/ui/my-calender');
  await page.getByText('List', { exact: true }).click();
  const item = page.getByRole('listitem').filter({ hasText: 'Members’ regatta on Brabrand Lake' });
  await expect(item).toContainText('2 tickets');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download calendar (.ics)' }).click();
  const { readFile } = await import('node:fs/promises');
  const ics = await readFile(await (await downloading).path(), 'utf8');
  expect(ics).toContain('SUMMARY:Members’ regatta on Brabrand Lake');
});
