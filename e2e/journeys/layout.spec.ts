import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoSeriousA11yViolations, openSignedIn, pageHeading } from '../support/portal.ts';

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const navWidth = async (page: Page) => (await navigation(page).boundingBox())?.width ?? 0;

test('the sidebar is full at 1300 px and wider, and the hamburger folds it to the rail', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await openSignedIn(page, '/organizations');
  await expect.poll(() => navWidth(page)).toBeGreaterThan(200);
  await expect(navigation(page).getByRole('link', { name: 'Organization' })).toContainText(
    'Organization',
  );
  await expect(page.getByRole('link', { name: /Get the app/ })).toBeVisible();

  const burger = page.getByRole('button', { name: 'Close navigation' });
  await burger.click();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect.poll(() => navWidth(page)).toBeLessThan(100);
  // A click in the page leaves the docked sidebar as it is.
  await pageHeading(page).click();
  await expect.poll(() => navWidth(page)).toBeLessThan(100);
  await expectNoSeriousA11yViolations(page);
});

test('the sidebar is a mini rail below 1300 px that opens over the page', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openSignedIn(page, '/contact-us');
  await expect.poll(() => navWidth(page)).toBeLessThan(100);
  await expect(page.getByRole('link', { name: /Get the app/ })).toHaveCount(0);

  await navigation(page).getByRole('link', { name: 'Membership' }).hover();
  await expect(navigation(page).locator('[role="tooltip"]', { hasText: 'Membership' })).toHaveCSS(
    'opacity',
    '1',
  );

  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect.poll(() => navWidth(page)).toBeGreaterThan(200);
  // A click outside the header and the navigation closes it.
  await page.mouse.click(900, 600);
  await expect.poll(() => navWidth(page)).toBeLessThan(100);
  // A short page's footer starts below the fold: what the page draws later does not move it on
  // the screen (a layout shift on every dashboard before).
  expect((await page.getByRole('contentinfo').boundingBox())?.y).toBeGreaterThanOrEqual(768);
  await expectNoSeriousA11yViolations(page);
});

test('the sidebar is an overlay at 775 px and narrower', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, '/memberships');
  await expect(navigation(page)).toBeHidden();

  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(navigation(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await navigation(page).getByRole('link', { name: 'Organization' }).click();
  await expect(page).toHaveURL('/ui/organizations');
  await expect(navigation(page)).toBeHidden();

  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.keyboard.press('Escape');
  await expect(navigation(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeFocused();

  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.mouse.click(360, 700);
  await expect(navigation(page)).toBeHidden();
});

test('the language switch is remembered and the skip link reaches the content', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await openSignedIn(page, '/my-profile');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('da');
  await expect(pageHeading(page)).toHaveText('MIN PROFIL');
  await page.reload();
  await expect(pageHeading(page)).toHaveText('MIN PROFIL');
  await expect(
    page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Medlemskab' }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Alle rettigheder forbeholdes');
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Gå til hovedindhold' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('a development server shows DEV TITLE instead of the logo', async ({ page }) => {
  // The flag is server configuration; the answer is rewritten rather than starting a second server.
  // (On a page the app draws itself: the membership list comes drawn from the server, with the
  // server's own configuration.)
  await page.route('**/tools/api/config/public', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), developmentFlag: '1' } });
  });
  await page.goto('/ui/privacy');
  await expect(page.getByRole('link', { name: 'Member Portal, home' })).toHaveText('DEV TITLE');
});

// The membership prompt waits at the foot of the screen (SPEC.md section 4, issue 19): from the
// first paint, and where it is while the page's later parts arrive above it, so a member about to
// tap it does not see it move.
test('the membership prompt stands at the foot of a phone’s screen while the page fills', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, '/');
  const prompt = page.getByRole('region', { name: 'Become a member' });
  await expect(prompt).toBeVisible();
  // The event list's answer held back: the page is short until it comes.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/event\/api\/v1\/eve\/list/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(prompt).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
  const before = await prompt.boundingBox();
  release();
  await expect(page.getByText('Open day at the boathouse').first()).toBeVisible();
  const after = await prompt.boundingBox();
  expect(before).not.toBeNull();
  expect(after).toEqual(before);
  // At the foot: its lower edge 32 px above the screen's.
  expect((before?.y ?? 0) + (before?.height ?? 0)).toBeCloseTo(844 - 32, 0);

  // The shell every other page paints first shows it there too, before the app has the page.
  await page.route(/\/assets\/index-[\w-]+\.js$/, () => undefined);
  await page.goto('/ui/tickets', { waitUntil: 'commit' });
  await expect(page.getByRole('status', { name: 'Loading…' })).toBeVisible();
  await expect(prompt).toBeVisible();
  expect(await prompt.boundingBox()).toEqual(before);
});

test('a browser without JavaScript is told so in the page’s language only', async ({ page }) => {
  const noscriptOf = async (path: string, language: string) => {
    const html = await (
      await page.request.get(path, { headers: { 'accept-language': language } })
    ).text();
    return /<noscript>([^<]*)<\/noscript>/.exec(html)?.[1];
  };
  for (const path of ['/ui/', '/ui/membership-list', '/ui/events']) {
    expect(await noscriptOf(path, 'da')).toBe('Medlemsportalen kræver JavaScript.');
    expect(await noscriptOf(path, 'en')).toBe('The member portal needs JavaScript.');
  }
});

test('without JavaScript the message is the first thing on the page, over the shell’s loader', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' });
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  // Playwright's text locators and assertions pass over `noscript`: read as the browser draws it.
  const message = page.locator('noscript');
  // A page behind the sign-in: the shell every such page paints first, which the app would fill.
  await page.goto('/ui/my-profile');
  expect(await message.innerText()).toBe('The member portal needs JavaScript.');
  await expect(message).toBeInViewport();
  await expect(page.getByRole('status', { name: 'Loading…' })).toBeVisible();
  // The shell is drawn at the dashboard's address: none of the dashboard shows, nor is Home marked.
  await expect(page.getByText('Upcoming events')).toHaveCount(0);
  await expect(page.locator('#main-navigation [aria-current]')).toHaveCount(0);
  await page.goto('/ui/membership-list');
  await expect(message).toBeInViewport();
  await expect(pageHeading(page)).toHaveText('MEMBERSHIPS');
  await context.close();
});
