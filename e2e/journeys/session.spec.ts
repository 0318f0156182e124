import { expect, test } from '../support/test.ts';
import {
  expectNoSeriousA11yViolations,
  openSignedIn,
  pageHeading,
  sessionTimers,
  signInAtProvider,
} from '../support/portal.ts';

test('after 30 idle minutes the lock screen asks for the password again', async ({ page }) => {
  await page.clock.install();
  const timers = sessionTimers(page);
  await openSignedIn(page, '/participants-list');
  await timers.started();

  // The session check runs every minute; half an hour without activity locks the session.
  await page.clock.fastForward('31:00');
  await expect(page).toHaveURL('/ui/page-lock-screen');
  await expect(pageHeading(page)).toHaveText('LOCK SCREEN');
  await expect(page.getByText('Hello Anna Jensen')).toBeVisible();
  await expect(
    page.getByText('You were signed out after 30 minutes without activity.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The lock holds: a protected page leads back to the lock screen, not into the app.
  await page.goto('/ui/memberships');
  await expect(page).toHaveURL('/ui/page-lock-screen');

  const authorize = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/idp/auth',
  );
  await page.getByRole('button', { name: 'Sign in again' }).click();
  const query = new URL((await authorize).url()).searchParams;
  expect(query.get('prompt')).toBe('login');
  expect(query.get('login_hint')).toBe('member@demo.test');
  await signInAtProvider(page, 'member@demo.test');
  await expect(page).toHaveURL('/ui/participants-list');
  await expect(pageHeading(page)).toHaveText('MY PARTICIPANTS');
});

test('the access token is renewed with the refresh token before it expires', async ({ page }) => {
  await page.clock.install();
  await openSignedIn(page, '/tickets');
  // A later page of the session comes without the OIDC client, which loads in time to renew.
  const timers = sessionTimers(page);
  await page.reload();
  await expect(pageHeading(page)).toHaveText('MY TICKETS');
  await timers.started();
  expect(timers.isClientLoaded()).toBe(false);
  const refresh = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/idp/token' &&
      (request.postData() ?? '').includes('grant_type=refresh_token'),
  );
  // The embedded provider's access tokens live 5 minutes; renewal starts 30 s before the end.
  await page.clock.fastForward('04:40');
  const response = await (await refresh).response();
  expect(response?.status()).toBe(200);
  expect(timers.isClientLoaded()).toBe(true);
  await page.clock.fastForward('01:00');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Contact Us' })
    .click();
  await expect(pageHeading(page)).toHaveText('CONTACT US');
  await expect(page).toHaveURL('/ui/contact-us');
});

test('the sign-in, register and forgot-password pages lead to the identity provider', async ({
  page,
}) => {
  await page.goto('/ui/page-register', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await expect(page.getByLabel('First name')).toBeVisible();

  await page.goto('/ui/page-forgot-password');
  await expect(page).toHaveURL(/\/idp\/forgot-password\?return_to=/);

  await page.goto('/ui/page-login?returnTo=%2Fcontact-us');
  await signInAtProvider(page, 'member@demo.test');
  await expect(page).toHaveURL('/ui/contact-us');
});

// A page that only leads to the sign-in gives its place in the history to the provider's page:
// Back from there goes to the page before, instead of to one that signs in again at once.
test('Back from the sign-in passes the pages that only led to it', async ({ page }) => {
  await page.goto('/ui/membership-list');
  await expect(pageHeading(page)).toHaveText('MEMBERSHIPS');
  // A page behind the sign-in, opened without a session, signs in by itself.
  await page.goto('/ui/tickets');
  await expect(page.getByLabel('Password')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/ui/membership-list');

  // Inside the app, a link to a page behind the sign-in.
  await page.getByRole('link', { name: 'Sign in to join: Aarhus Roklub' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/ui/membership-list');
  await expect(pageHeading(page)).toHaveText('MEMBERSHIPS');
});

test('a crafted return address cannot lead off the site', async ({ page }) => {
  await page.goto('/ui/page-login?returnTo=https%3A%2F%2Fevil.example%2F');
  await signInAtProvider(page, 'member@demo.test');
  await expect(page).toHaveURL('/ui/');
});

test('the sign-in return page loaded again after the sign-in goes on to the dashboard', async ({
  page,
}) => {
  let returnPage = '';
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('/ui/login-success?')) {
      returnPage ||= frame.url();
    }
  });
  await page.goto('/ui/page-login?returnTo=%2Fcontact-us');
  await signInAtProvider(page, 'member@demo.test');
  await expect(page).toHaveURL('/ui/contact-us');
  // As a reload after a failed preload does: the code is spent, the session is kept in the tab.
  // The return address went with the spent state, so the member lands on the dashboard.
  await page.goto(returnPage);
  await expect(page).toHaveURL('/ui/');
  await expect(pageHeading(page)).toHaveText('DASHBOARD');
});
