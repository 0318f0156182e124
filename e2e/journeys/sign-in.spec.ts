import { expect, test } from '../support/test.ts';
import { expectNoSeriousA11yViolations, pageHeading, signInAtProvider } from '../support/portal.ts';

test('a member signs in, returns to the stored address, uses every menu entry and logs out', async ({
  page,
}) => {
  await test.step('an address asked for before sign-in is where the member lands', async () => {
    const authorize = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/idp/auth',
    );
    await page.goto('/ui/memberships?tab=history');
    const query = new URL((await authorize).url()).searchParams;
    expect(query.get('response_type')).toBe('code');
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await signInAtProvider(page, 'member@demo.test');
    await expect(page).toHaveURL(/\/ui\/memberships\?tab=history$/);
    await expect(pageHeading(page)).toHaveText('MEMBERSHIPS');
    await expect(page).toHaveTitle('MEMBERSHIPS');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('the header shows the member', async () => {
    const badge = page.getByRole('link', { name: 'Anna Jensen, member@demo.test' });
    await expect(badge).toHaveText('AJ');
    await badge.hover();
    const hint = page
      .getByRole('banner')
      .locator('[role="tooltip"]', { hasText: 'member@demo.test' });
    await expect(hint).toHaveCSS('opacity', '1');
    await expect(hint).toContainText('Anna Jensen');
  });

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const entries = [
    { name: 'Organization', path: '/ui/organizations', title: 'ORGANIZATIONS' },
    { name: 'Contact Us', path: '/ui/contact-us', title: 'CONTACT US' },
    { name: 'Membership', path: '/ui/memberships', title: 'MEMBERSHIPS' },
    { name: 'Home', path: '/ui/', title: 'DASHBOARD' },
  ];
  for (const entry of entries) {
    await test.step(`menu entry ${entry.name}`, async () => {
      await nav.getByRole('link', { name: entry.name }).click();
      await expect(page).toHaveURL(entry.path);
      await expect(pageHeading(page)).toHaveText(entry.title);
      await expect(nav.getByRole('link', { name: entry.name })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
    });
  }

  await test.step('My Tickets from the header', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'My Tickets' }).click();
    await expect(page).toHaveURL('/ui/tickets');
    await expect(pageHeading(page)).toHaveText('MY TICKETS');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('a deep link survives a reload', async () => {
    await page.goto('/ui/ROWING/events/3f2b8c1e/tickets');
    await expect(pageHeading(page)).toHaveText('EVENT TICKETS');
    await page.reload();
    await expect(pageHeading(page)).toHaveText('EVENT TICKETS');
    await expect(page).toHaveURL('/ui/ROWING/events/3f2b8c1e/tickets');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Events' })).toHaveAttribute(
      'href',
      '/ui/ROWING/events',
    );
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('EVENT TICKETS');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('the old event paths lead to the current ones', async () => {
    await page.goto('/ui/event-42-detail');
    await expect(page).toHaveURL('/ui/ALL/events/42');
    await expect(pageHeading(page)).toHaveText('EVENT DETAIL');
  });

  await test.step('logout ends the provider session in one click', async () => {
    await nav.getByRole('button', { name: 'Logout' }).click();
    // Back at /ui/, the home page asks for a sign-in again: the provider has no session left.
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page).toHaveURL(/\/idp\//);
    const stored = await page.evaluate(() =>
      Object.keys(sessionStorage).filter((key) => key.startsWith('oidc.user')),
    );
    expect(stored).toEqual([]);
  });
});
