import { expect, test } from '../support/test.ts';
import { expectNoSeriousA11yViolations, openSignedIn, pageHeading } from '../support/portal.ts';

test('a super administrator acts as Anna, sees her pages, stops, and the audit log shows it', async ({
  page,
}) => {
  await openSignedIn(page, '/', 'super@demo.test');
  await page.getByRole('button', { name: 'Act as a member' }).click();
  const search = page.getByLabel('Search members');
  await search.fill('jens');
  await expect(page.getByText('Members found: 1')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await search.fill('nobody-by-this-name');
  await expect(page.getByText('No members found.')).toBeVisible();
  await search.fill('JENS');
  await page.getByRole('button', { name: /Anna - Jensen/ }).click();

  // Selecting closes the dropdown and clears the search.
  await expect(search).toBeHidden();
  const banner = page.getByRole('status').filter({ hasText: 'You are acting as Anna Jensen' });
  await expect(banner).toContainText('member@demo.test');

  await page.goto('/ui/memberships');
  await expect(pageHeading(page)).toHaveText('MEMBERSHIPS');
  await expect(banner).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(/Anna Jensen/)
      .first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/ui/tickets');
  await expect(pageHeading(page)).toHaveText('MY TICKETS');
  await expect(banner).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await banner.getByRole('button', { name: 'Stop acting' }).click();
  await expect(banner).toBeHidden();

  await page.getByRole('button', { name: 'Act as a member' }).click();
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(pageHeading(page)).toHaveText('AUDIT LOG');
  const log = page.getByRole('table');
  await expect(log.getByText('Anna - Jensen').first()).toBeVisible();
  await expect(log.getByText('super@demo.test').first()).toBeVisible();
  await expect(log.getByText(/GET \/member\/api\/v1\/membership\/overview/).first()).toBeVisible();
  // Only what was done as Anna: no refused calls, and not the administrator's own tools.
  await expect(log.getByRole('cell', { name: '403', exact: true })).toHaveCount(0);
  await expect(log.getByText(/\/member\/api\/v1\/(audit|member)\/list/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a member has no member picker and may not read the audit log', async ({ page }) => {
  await openSignedIn(page, '/');
  await expect(pageHeading(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Act as a member' })).toHaveCount(0);
  await page.goto('/ui/audit-log');
  await expect(page.getByText('403', { exact: true })).toBeVisible();
  await expect(page.getByText('Only a super administrator may read the audit log.')).toBeVisible();
});
