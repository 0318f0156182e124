import { expect, test } from '../support/test.ts';
import {
  expectNoSeriousA11yViolations,
  ignoreMembershipPromptWhenShown,
  openSignedIn,
  pageHeading,
  registerMember,
} from '../support/portal.ts';

// ROWING's administrator keeps the club's receipt details; only the address and CVR number are
// changed, which no other journey reads.
test('an organisation’s administrator finds Administration in the menu and keeps its settings', async ({
  page,
  browser,
}) => {
  await ignoreMembershipPromptWhenShown(page);
  await openSignedIn(page, '/', 'admin@demo.test');
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('link', { name: 'Administration', exact: true }).click();
  await expect(page).toHaveURL('/ui/admin/organisation');
  await expect(pageHeading(page)).toHaveText('ORGANISATION SETTINGS');
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Administration'),
  ).toBeVisible();
  // Mette administers ROWING alone: there is nothing to switch between.
  await expect(page.getByLabel('Organisation', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel(/^Name/)).toHaveValue('Aarhus Roklub');

  await page.getByLabel(/^CVR number/).fill('1234');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('A CVR number has 8 digits.')).toBeVisible();
  await expect(page.getByLabel(/^CVR number/)).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel(/^CVR number/).fill('29 18 47 36');
  await page.getByLabel(/^Address/).fill('Tangkrogen 1\n8000 Aarhus C');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The settings were saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^CVR number/)).toHaveValue('29184736');
  await expect(page.getByLabel(/^Address/)).toHaveValue('Tangkrogen 1\n8000 Aarhus C');
  await expectNoSeriousA11yViolations(page);

  // Freepay needs its API key; the journey does not switch ROWING away from the sandbox, which the
  // purchase journeys pay through.
  const cardPayments = page.getByRole('form', { name: 'Card payments' });
  await expect(cardPayments.getByLabel('Card gateway')).toHaveValue('sandbox');
  await cardPayments.getByLabel('Card gateway').selectOption('freepay');
  await cardPayments.getByRole('button', { name: 'Save card payments' }).click();
  await expect(
    cardPayments.getByText('Write the Freepay API key to take payments with Freepay.'),
  ).toBeVisible();
  await expect(cardPayments.getByLabel('Freepay API key')).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Card payments' }).getByLabel('Card gateway'),
  ).toHaveValue('sandbox');

  // The change log names who changed what, before and after.
  await page.getByRole('link', { name: 'Change log' }).click();
  await expect(page).toHaveURL('/ui/admin/audit?org=ROWING');
  await expect(pageHeading(page)).toHaveText('CHANGE LOG');
  const change = page.getByRole('row').filter({ hasText: 'Changed the settings' }).first();
  await expect(change).toContainText('admin@demo.test');
  await expect(change).toContainText('CVR number: 12345678 → 29184736');
  await expectNoSeriousA11yViolations(page);
  // Who is coming to the club's events.
  await page.getByRole('link', { name: 'Events', exact: true }).click();
  await expect(pageHeading(page)).toHaveText('EVENTS');
  await page.getByRole('link', { name: 'Open day at the boathouse', exact: true }).click();
  await expect(pageHeading(page)).toHaveText('ATTENDEES');
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Organisation', exact: true }).click();
  await expect(pageHeading(page)).toHaveText('ORGANISATION SETTINGS');

  // A new member of the journey's own becomes an administrator, and stops being one.
  const helperContext = await browser.newContext();
  const helper = await registerMember(await helperContext.newPage(), {
    firstName: 'Helle',
    lastName: 'Holm',
    profile: false,
  });
  await helperContext.close();
  const administrators = page.getByRole('list').filter({ hasText: 'admin@demo.test' });
  await expect(administrators).toContainText('Mette Larsen (you)');
  await page.getByLabel('Email of the new administrator').fill('nobody@example.test');
  await page.getByRole('button', { name: 'Add administrator' }).click();
  await expect(page.getByText('No account has this email.')).toBeVisible();
  await page.getByLabel('Email of the new administrator').fill(helper.email);
  await page.getByRole('button', { name: 'Add administrator' }).click();
  await expect(page.getByText(`${helper.email} is now an administrator.`)).toBeVisible();
  await expect(administrators).toContainText('Helle Holm');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Remove Helle Holm as administrator' }).click();
  await expect(page.getByText(`${helper.email} is no longer an administrator.`)).toBeVisible();
  await expect(administrators).not.toContainText('Helle Holm');
});

test('a member sees no Administration and is refused its page', async ({ page }) => {
  await openSignedIn(page, '/');
  await expect(pageHeading(page)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', {
      name: 'Administration',
    }),
  ).toHaveCount(0);
  await page.goto('/ui/admin/organisation');
  await expect(page.getByText('403', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Only an administrator of an organisation may open the administration.'),
  ).toBeVisible();
});
