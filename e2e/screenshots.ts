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
    await shoot(page, `home-${size.name}`);
  }

  await page.setViewportSize(widths[0]);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await shoot(page, 'navigation-phone');

  await page.setViewportSize(widths[2]);
  await page.goto('/ui/membership/3f2b8c1e-1d2a-4a5b-9c8d-0e1f2a3b4c5d/receipt');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('da');
  await expect(pageHeading(page)).toHaveText('KVITTERING FOR MEDLEMSKAB');
  await shoot(page, 'receipt-desktop-da');
  await page.getByRole('combobox', { name: 'Sprog' }).selectOption('en');

  await page.setViewportSize(widths[1]);
  await page.goto('/ui/no-such-page');
  await expect(pageHeading(page)).toHaveText('PAGE NOT FOUND');
  await shoot(page, 'not-found-tablet');
});
