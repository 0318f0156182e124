import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoSeriousA11yViolations, openSignedIn, pageHeading } from '../support/portal.ts';

// Both journeys buy for the same demo member: the decline first, so "nothing active" holds.
test.describe.configure({ mode: 'serial' });

/** After sign-in the membership prompt offers a membership; taking it opens New Membership. */
async function takeMembershipFromPrompt(page: Page) {
  await openSignedIn(page, '/memberships');
  const prompt = page.getByRole('region', { name: 'Become a member' });
  await expect(prompt).toBeVisible({ timeout: 10_000 });
  await prompt.getByRole('button', { name: 'Take Membership' }).click();
  await expect(page).toHaveURL(/\/ui\/membership\/new$/);
  await expect(pageHeading(page)).toHaveText('NEW MEMBERSHIP');
}

/** Adult for Anna and Junior for her child Emil in ROWING, then Pay: off to the card window. */
async function chooseAndPay(page: Page) {
  await page.getByText('Aarhus Roklub', { exact: true }).click();
  await page.getByLabel('Anna Jensen (you)').selectOption({ label: 'Adult – 1,515.00 DKK' });
  await page.getByLabel(/^Emil/).selectOption({ label: 'Junior – 765.00 DKK' });
  await expect(page.getByTestId('price-total')).toHaveText('2,280.00 DKK');
  await expect(page.getByText('Please complete your profile to continue.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay 2,280.00 DKK' }).click();
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
  await expect(page.getByTestId('price-total')).toHaveText('2,280.00 DKK');
  await expect(page.getByText('Aarhus Roklub (ROWING)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'History' }).click();
  await expect(pageHeading(page)).toHaveText('MEMBERSHIPS HISTORY');
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
});
