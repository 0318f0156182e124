import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { openSignedIn, pageHeading } from './support/portal.ts';

/**
 * Refreshes the README's screenshots (`npm run screenshots --workspace e2e`) from the same
 * journeys the tests take, at phone, tablet and desktop width.
 */
const outputDir = path.resolve(import.meta.dirname, '../docs/screenshots');
const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

async function shoot(page: Page, name: string) {
  // Let the sidebar transition and fonts settle before the picture.
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(outputDir, `${name}.png`) });
}

test('README screenshots', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(widths[2]);
  await openSignedIn(page, '/');

  for (const size of widths) {
    await page.setViewportSize(size);
    await page.goto('/ui/');
    await expect(pageHeading(page)).toHaveText('DASHBOARD');
    // The heading comes with the page's HTML; the events and the membership prompt after it.
    await expect(page.getByText('Open day at the boathouse')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Become a member' })).toBeVisible();
    await shoot(page, `home-${size.name}`);
  }

  await page.setViewportSize(widths[0]);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await shoot(page, 'navigation-phone');

  await page.setViewportSize(widths[1]);
  await page.goto('/ui/no-such-page');
  await expect(pageHeading(page)).toHaveText('PAGE NOT FOUND');
  await shoot(page, 'not-found-tablet');
});

test('README screenshots of running a club', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.addLocatorHandler(
    page.getByRole('region', { name: /^(Become a member|Bliv medlem)$/ }),
    (prompt) => prompt.getByRole('button', { name: /^(Ignore|Ignorér)$/ }).click(),
  );
  await page.setViewportSize(widths[2]);
  await openSignedIn(page, '/admin/members', 'admin@demo.test');
  await expect(pageHeading(page)).toHaveText('MEMBERS');
  await expect(page.getByRole('table')).toBeVisible();
  await shoot(page, 'admin-members-desktop');

  await page.getByRole('link', { name: 'Payments', exact: true }).click();
  await page
    .getByRole('button', { name: /^Open payment/ })
    .first()
    .click();
  await expect(page.getByLabel('Amount to refund')).toBeVisible();
  await page.getByLabel(/^Reason/).fill('Moved to Copenhagen in March');
  await shoot(page, 'admin-refund-desktop');
  await page.keyboard.press('Escape');

  const danish = await browser.newContext({ locale: 'da-DK', viewport: widths[0] });
  const phone = await danish.newPage();
  await phone.addLocatorHandler(phone.getByRole('region', { name: 'Bliv medlem' }), (prompt) =>
    prompt.getByRole('button', { name: 'Ignorér' }).click(),
  );
  await openSignedIn(phone, '/admin/membership-types', 'admin@demo.test');
  await expect(pageHeading(phone)).toHaveText('MEDLEMSTYPER');
  await expect(phone.getByRole('table')).toBeVisible();
  await shoot(phone, 'admin-types-phone-da');
  await danish.close();
});
