import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const demoPassword = 'demo-password';

/** Fills the embedded identity provider's sign-in form (English or Danish). */
export async function signInAtProvider(page: Page, email: string, password = demoPassword) {
  await expect(page).toHaveURL(/\/idp\//);
  await page.getByLabel(/^(Email|E-mail)$/).fill(email);
  await page.getByLabel(/^(Password|Adgangskode)$/).fill(password);
  await page.getByRole('button', { name: /^(Sign in|Log ind)$/ }).click();
}

/** The header's initials, named after the signed-in member: proof the app has a session. */
export function userBadge(page: Page, email: string) {
  return page
    .getByRole('banner')
    .getByRole('link', { name: new RegExp(email.replaceAll('.', '\\.')) });
}

/** Opens an app path, signing in on the way when the provider asks. */
export async function openSignedIn(page: Page, path: string, email = 'member@demo.test') {
  await page.goto(`/ui${path}`);
  const passwordField = page.getByLabel(/^(Password|Adgangskode)$/);
  await expect(passwordField.or(userBadge(page, email))).toBeVisible({ timeout: 15_000 });
  if (await passwordField.isVisible()) await signInAtProvider(page, email);
  await expect(userBadge(page, email)).toBeVisible();
  await expect(page).toHaveURL(`/ui${path}`);
}

export function pageHeading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/** WCAG 2.2 A and AA rules; serious and critical findings fail the journey. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious, `accessibility problems on ${page.url()}`).toEqual([]);
}
