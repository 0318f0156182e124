import { expect, test } from '../support/test.ts';
import { callApi, openSignedIn, uniqueEmail } from '../support/portal.ts';

// Issue 19: a browser that keeps no site data for the portal (some private windows, or cookies and
// site data blocked) refuses the service worker, and the strictest throw on any use of local or
// session storage. The open pages and what a member is typing must still work there, and a
// sign-in that cannot work there says why.

/** As Chromium, Firefox and Safari refuse storage when a site may keep no data. */
function refuseStorage() {
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  }
}

// Read-only: the demo member's form is filled in, never saved.
test('a browser that refuses the service worker keeps the page and what was typed', async ({
  page,
}) => {
  await page.addInitScript(() => {
    ServiceWorkerContainer.prototype.register = () =>
      Promise.reject(new DOMException('The operation is insecure.', 'SecurityError'));
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await openSignedIn(page, '/my-profile');
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await page.getByLabel('Phone').fill('+45 31 22 33 44');

  // The refusal reaches the app once the page is quiet, and is only noted.
  await expect
    .poll(() => warnings.some((text) => text.includes('The operation is insecure')), {
      timeout: 30_000,
    })
    .toBe(true);
  await expect(page).toHaveURL('/ui/edit-profile');
  await expect(page.getByLabel('Phone')).toHaveValue('+45 31 22 33 44');
  const loadedAs = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
  );
  expect(loadedAs, 'the page was not loaded again').toBe('navigate');
});

test('a guest whose browser refuses all storage registers for an event', async ({
  page,
  browser,
}) => {
  const member = await browser.newContext();
  const lookup = await member.newPage();
  await openSignedIn(lookup, '/');
  const events = (await callApi(lookup, 'GET', '/event/api/v1/eve/list')).json as {
    id: string;
    title: string;
  }[];
  await member.close();
  const openDay = events.find((event) => event.title === 'Open day at the boathouse');
  if (!openDay) throw new Error('the demo event is missing');

  await page.addInitScript(refuseStorage);
  await page.goto(`/ui/ROWING/events/${openDay.id}/register`);
  const email = uniqueEmail('private.guest');
  await page.getByLabel(/^Name/).pressSequentially('Karen Private');
  await page.getByLabel(/^Email/).pressSequentially(email);
  await page.getByLabel(/^Number of places/).fill('1');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('You are registered for Open day at the boathouse.')).toBeVisible();
  await expect(page.getByText(`A confirmation was sent to ${email}.`)).toBeVisible();

  // The membership list too: its app takes the page over and offers the sign-in, which cannot
  // keep its state in such a browser and says what to allow.
  await page.goto('/ui/membership-list');
  await page.getByRole('heading', { name: 'Aarhus Roklub' }).click();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/ui/page-login?returnTo=%2Fmembership-list');
  await expect(page.getByRole('alert')).toContainText(
    'Signing in needs this browser to keep data for the member portal. Allow cookies and site data for this site, then try again.',
  );
});
