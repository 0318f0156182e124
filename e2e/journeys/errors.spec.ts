import { expect, test } from '../support/test.ts';
import { appStarted, expectNoSeriousA11yViolations, pageHeading } from '../support/portal.ts';

test('an unknown path shows the 404 page with its path', async ({ page }) => {
  await page.goto('/ui/no-such-page');
  await expect(pageHeading(page)).toHaveText('PAGE NOT FOUND');
  await expect(page.getByText('Page not found: /no-such-page', { exact: true })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/ui/a/b/c/d?x=1');
  await expect(page.getByText('Page not found: /a/b/c/d?x=1', { exact: true })).toBeVisible();
});

test('the 400, 403, 500 and 503 pages are titled Internal Server Error', async ({ page }) => {
  for (const status of [400, 403, 500, 503]) {
    await page.goto(`/ui/page-error-${status}`);
    await expect(pageHeading(page)).toHaveText('INTERNAL SERVER ERROR');
    await expect(page.getByText(String(status), { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  }
  // One page for all four: the status is the only difference.
  await expectNoSeriousA11yViolations(page);
});

test('the 404 error route and the Danish texts', async ({ page }) => {
  await page.goto('/ui/page-error-404');
  await appStarted(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('da');
  await expect(pageHeading(page)).toHaveText('SIDEN BLEV IKKE FUNDET');
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  await page.goto('/ui/no-such-page');
  await expect(
    page.getByText('Siden blev ikke fundet: /no-such-page', { exact: true }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
