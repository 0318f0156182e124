import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/test.ts';
import { openSignedIn, pageHeading } from '../support/portal.ts';

// The build holds the dashboard's first load to 161 kB (web/vite.config.ts); the browser also
// fetches the page's texts, which the build's count leaves out. Issue 19's target is 130 kB.
test('the first load of /ui/ ships at most 173 kB of JavaScript gzipped', async ({ page }) => {
  await openSignedIn(page, '/');
  // What the shell defers until the browser is idle (member look-up, bell, membership prompt) is
  // not part of the first load: the idle moment is held back while the first load is counted.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  // Leaving for a blank page first: what the signed-in page was still loading once idle (the
  // event list) must not be counted as part of the next page's first load.
  await page.goto('about:blank');
  // Routing every request turns the HTTP cache off, so the visit fetches what a first visit does.
  await page.route('**/*', (route) => route.continue());
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  await page.goto('/ui/');
  await expect(pageHeading(page)).toHaveText('DASHBOARD');
  await page.waitForLoadState('networkidle');
  // Bodies are fetched again rather than read from the page: a response the browser has
  // already let go of cannot be read back, which made the count flaky.
  const bodies = await Promise.all(
    [...scripts].map(async (url) => (await page.request.get(url)).body()),
  );
  const gzipped = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0);
  test.info().annotations.push({
    type: 'first-load JavaScript',
    description: `${(gzipped / 1000).toFixed(1)} kB gzipped in ${bodies.length} files`,
  });
  expect(bodies.length).toBeGreaterThan(0);
  expect(gzipped).toBeLessThanOrEqual(173_000);
});

// Nothing the pages run may need what their Content Security Policy forbids: a violation is also
// reported, on every page load, to the console and to Lighthouse's best practices.
test('the public membership list and the dashboard run within their security policy', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const found: string[] = [];
    Object.assign(window, { policyViolations: found });
    document.addEventListener('securitypolicyviolation', (event) => {
      found.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);
  await page.goto('/ui/membership-list');
  // The price list is parsed with its schema: the check that once raised a violation.
  await expect(page.getByText('Aarhus Roklub').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
  await openSignedIn(page, '/');
  await expect(page.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
  expect(await violations()).toEqual([]);
});
