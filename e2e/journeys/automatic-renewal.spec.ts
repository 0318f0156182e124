import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import {
  expectNoSeriousA11yViolations,
  ignoreMembershipPrompt,
  openSignedIn,
  pageHeading,
  registerMember,
} from '../support/portal.ts';

// Issue 16: a membership that renews itself with the card it was paid with. One new member buys
// with "Renew automatically", changes the card, and turns renewal off again.

/** The sandbox window: the card is authorised (a purchase) or checked and saved (a new card). */
async function payInWindow(page: Page, card: { number: string; expiry: string }) {
  await expect(page).toHaveURL(/\/sandbox-pay\//);
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiry date').fill(card.expiry);
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Cardholder name').fill('Ingrid Nielsen');
  await page.getByRole('button', { name: /^(Pay|Save card)/ }).click();
}

test('a member buys a membership that renews itself, changes its card and turns renewal off', async ({
  page,
}) => {
  const ingrid = await registerMember(page, { firstName: 'Ingrid', lastName: 'Nielsen' });
  await ignoreMembershipPrompt(page);

  await openSignedIn(page, '/membership/new', ingrid.email);
  await expect(pageHeading(page)).toHaveText('NEW MEMBERSHIP');
  await page.getByText('Aarhus Roklub', { exact: true }).click();
  await page
    .getByLabel('Ingrid Nielsen (you)')
    .selectOption({ label: 'Adult – DKK\u00a01,515.00' });
  const autoRenew = page.getByRole('checkbox', {
    name: 'Renew Ingrid Nielsen’s membership automatically',
  });
  await autoRenew.check();
  await expect(autoRenew).toBeChecked();
  await expect(page.getByText(/charged for next year’s membership before it starts/)).toBeVisible();
  await expect(page.getByTestId('price-total')).toHaveText('DKK 1,515.00');
  await page.getByRole('button', { name: 'Pay DKK 1,515.00' }).click();
  await payInWindow(page, { number: '4111 1111 1111 1111', expiry: '12/39' });

  await expect(page).toHaveURL(/\/ui\/membership\/confirm\?token=/);
  await expect(page.getByText('Thank you, your payment went through')).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('link', { name: 'Go to Memberships' }).click();
  await expect(pageHeading(page)).toHaveText('MEMBERSHIPS');
  const row = page.getByTestId('membership-row').filter({ hasText: 'Ingrid Nielsen' });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Renews automatically with Visa •••• 1111, expires 12/39');
  await expectNoSeriousA11yViolations(page);

  // A new card: the window checks and saves it, nothing is charged.
  await expect(
    page.getByText('Nothing is charged: the card is only checked and saved.'),
  ).toBeVisible();
  await row.getByRole('button', { name: 'Change card' }).click();
  await payInWindow(page, { number: '4000 0000 0000 0341', expiry: '11/38' });

  await expect(page).toHaveURL(/\/ui\/membership\/card\/confirm\?token=/);
  await expect(pageHeading(page)).toHaveText('PAYMENT CARD');
  await expect(page.getByRole('heading', { name: 'Card saved' })).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByText(
      'Visa •••• 0341, expires 11/38 now pays the automatic renewal of Ingrid Nielsen’s membership of Aarhus Roklub.',
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to Memberships' }).click();
  await expect(row).toContainText('•••• 0341, expires 11/38');

  await row.getByRole('button', { name: 'Turn off automatic renewal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off automatic renewal' });
  await expect(dialog).toContainText(
    'Turn off automatic renewal for Ingrid Nielsen? The card is no longer charged; you can renew by hand.',
  );
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByText('Automatic renewal is off. We sent you a confirmation.'),
  ).toBeVisible();
  await expect(row).toContainText('Off');
  await expect(row).not.toContainText('Renews automatically');
  await expect(row.getByRole('button', { name: 'Renew automatically' })).toBeVisible();
});
