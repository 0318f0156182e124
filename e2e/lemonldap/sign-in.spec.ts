import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, pageHeading } from '../support/portal.ts';
import { expect, test } from '../support/test.ts';
import type { Portal } from './playwright.config.ts';

// Issue 20: the portal behind LemonLDAP::NG, as a club with its own identity provider runs it.
const issuer = `http://127.0.0.1:${process.env.LEMONLDAP_PORT}/`;

async function signInAtLemonLdap(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${issuer}`));
  // The Demo backend's password is the login.
  await page.locator('#userfield').fill(login);
  await page.locator('#passwordfield').fill(login);
  await page.getByRole('button', { name: /sign in|connect/i }).click();
}

test('a person new to the portal signs in, books a free event, keeps the session through a token renewal and logs out', async ({
  page,
}, testInfo) => {
  const { portal } = testInfo.project.metadata as { portal: Portal };
  const { user } = portal;
  // Not a member of any club yet: the prompt to become one is not what this journey is about.
  await page.addLocatorHandler(page.getByRole('region', { name: 'Become a member' }), (prompt) =>
    prompt.getByRole('button', { name: 'Ignore' }).click(),
  );

  const tokenAnswers = (grant: string) =>
    page.waitForResponse(
      (response) =>
        response.url() === `${issuer}oauth2/token` &&
        (response.request().postData() ?? '').includes(`grant_type=${grant}`),
      // The renewal comes 15 s after sign-in, perhaps while a page is still loading.
      { timeout: 100_000 },
    );
  const signedInWith = tokenAnswers('authorization_code');
  const renewedWith = tokenAnswers('refresh_token');

  await test.step('signs in through LemonLDAP::NG with PKCE', async () => {
    const authorize = page.waitForRequest((request) =>
      request.url().startsWith(`${issuer}oauth2/authorize`),
    );
    await page.goto('/ui/');
    const query = new URL((await authorize).url()).searchParams;
    expect(query.get('client_id')).toBe(portal.clientId);
    expect(query.get('code_challenge_method')).toBe('S256');
    await signInAtLemonLdap(page, user.login);
    expect((await signedInWith).status()).toBe(200);
  });

  await test.step('sees the dashboard with their own name', async () => {
    await expect(page).toHaveURL(`${portal.origin}/ui/`);
    await expect(pageHeading(page)).toHaveText('DASHBOARD');
    const initials = user.name
      .split(' ')
      .map((word) => word.charAt(0))
      .join('');
    await expect(
      page.getByRole('banner').getByRole('link', { name: `${user.name}, ${user.email}` }),
    ).toHaveText(initials);
    // The roles the server read at its OIDC_ROLES_CLAIM: Doctor Who administers the rowing club.
    const administration = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Administration' });
    await expect(administration).toHaveCount(user.administers ? 1 : 0);
    await expectNoSeriousA11yViolations(page);
  });

  const openDay = page
    .getByTestId('event-card')
    .filter({ hasText: 'Open day at the boathouse' })
    .getByRole('link', { name: 'Open day at the boathouse' });
  await test.step('books a place at the free open day', async () => {
    await openDay.click();
    await expect(pageHeading(page)).toHaveText('EVENT DETAIL');
    await page.getByLabel(`${user.name} (you)`).check();
    await expect(page.getByTestId('booking-total')).toHaveText('Free');
    await page.getByRole('button', { name: 'Book 1 place' }).click();
    await expect(pageHeading(page)).toHaveText('EVENT TICKETS');
    await expect(page.getByText('Your booking is made.')).toBeVisible();
  });

  await test.step('keeps the session through a token renewal', async () => {
    const renewal = await renewedWith;
    expect(renewal.status()).toBe(200);
    const { access_token: renewed } = (await renewal.json()) as { access_token: string };
    // The page took the new token (its profile still names the person) ...
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.entries(sessionStorage)
            .filter(([key]) => key.startsWith('oidc.user:'))
            .map(([, value]) => (JSON.parse(value) as { access_token: string }).access_token),
        ),
      )
      .toEqual([renewed]);
    await expect(
      page.getByRole('banner').getByRole('link', { name: new RegExp(user.name) }),
    ).toBeVisible();
    // ... and the API takes it: My Tickets, loaded afresh, asks with it.
    await page.getByRole('banner').getByRole('link', { name: 'My Tickets' }).click();
    await expect(pageHeading(page)).toHaveText('MY TICKETS');
    const ticketsWithRenewedToken = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/event/api/v1/tickets' &&
        response.request().headers().authorization === `Bearer ${renewed}`,
    );
    await page.reload();
    expect((await ticketsWithRenewedToken).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Open day at the boathouse' })).toBeVisible();
  });

  await test.step('logs out with one click, at the provider too', async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Logout' })
      .click();
    // Back at the portal, whose home asks to sign in: the provider's session is gone, so its
    // sign-in form shows rather than a silent sign-in, and it never asked "Do you want to logout?".
    await expect(page.locator('#passwordfield')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^${issuer}`));
  });
});
