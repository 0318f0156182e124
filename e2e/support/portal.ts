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

/**
 * Opens an app path, signing in on the way when the provider asks. `signedInWithin` is for a
 * sign-in that runs beside heavy work on purpose (others registering, with their password hashing).
 */
export async function openSignedIn(
  page: Page,
  path: string,
  email = 'member@demo.test',
  { signedInWithin = 7_000 } = {},
) {
  await page.goto(`/ui${path}`);
  const passwordField = page.getByLabel(/^(Password|Adgangskode)$/);
  await expect(passwordField.or(userBadge(page, email))).toBeVisible({ timeout: 15_000 });
  if (await passwordField.isVisible()) await signInAtProvider(page, email);
  await expect(userBadge(page, email)).toBeVisible({ timeout: signedInWithin });
  await expect(page).toHaveURL(`/ui${path}`);
}

/**
 * Waits until the app has taken over the prerendered page, which is inert until then: a person
 * cannot use it, but Playwright's actions reach it and their effect is lost when the app draws.
 */
export async function appStarted(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

/**
 * For a journey on Playwright's clock, called before the page opens: `started()` then starts the
 * session's timers and waits until they run. The session watcher (the idle lock) loads once the
 * browser is idle, which the installed clock decides; moved on before then, the clock passes
 * timers that do not exist yet. The OIDC client (the token renewal) comes with the sign-in, and on
 * a later page of the session once the tokens are about to expire. (The installed clock also
 * hides the page's resource timings, so the chunks are watched from here.)
 */
export function sessionTimers(page: Page) {
  const requested = new Set<string>();
  page.on('request', (request) => requested.add(new URL(request.url()).pathname));
  const loaded = (chunk: string) => [...requested].some((path) => path.includes(chunk));
  return {
    async started() {
      // The idle callback's own deadline (3 s) on the page's clock: it loads now.
      await page.clock.runFor(3_000);
      await expect.poll(() => loaded('/session-watcher-')).toBe(true);
      // Loaded is not yet started: the watcher sets its timers once React has drawn it, a frame
      // or two later; nothing on the page shows that moment.
      await page.waitForTimeout(500);
    },
    /** The OIDC client, which a page with a fresh session loads only to renew its tokens. */
    isClientLoaded: () => loaded('/user-manager-'),
  };
}

export function pageHeading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/** WCAG 2.2 A and AA rules; serious and critical findings fail the journey. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // A dialog fading in has, for a moment, text too faint to read: scan what the member will see.
  // A transition may start a frame or two after the click, so look again until none is running.
  // Spinners run forever and are left alone.
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let round = 0; round < 20; round += 1) {
      await nextFrame();
      await nextFrame();
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => null)));
    }
  });
  // Legacy mode scans in the page itself. The default opens a tab for every scan to join the
  // frames' results in, with axe loaded into it again: 14 s of the 54 journeys' 188 s on two
  // cores. What legacy mode leaves out, a frame's own content, the portal has none of: its only
  // frame is the identity provider's hidden session check.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode()
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

/** Calls the API with the signed-in member's token, as the web app does. */
export async function callApi(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user'));
      const user = JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as {
        access_token?: string;
      };
      const response = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${user.access_token ?? ''}`,
          orgKey: 'ALL',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as unknown };
    },
    { method, path, body },
  );
}

/** An address nobody else uses: journeys running side by side never share a member. */
export function uniqueEmail(label: string) {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `${label}-${suffix}@example.test`;
}

/** The link of the newest mail to `email` confirming its address, from the development mailbox. */
export async function confirmationLink(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get('/dev/mailbox')).text();
        // Newest first: a "Send again" mail comes before the one of the registration.
        const mail = html.split('<article>').find((article) => article.includes(`To ${email} `));
        link = /href="[^"]*(\/idp\/verify-email\?token=[\w-]+)"/.exec(mail ?? '')?.[1];
        return link;
      },
      { message: `a confirmation mail to ${email}`, timeout: 20_000 },
    )
    .toBeTruthy();
  return link ?? '';
}

/**
 * A new member of the journey's own, made as a person would: the provider's registration page
 * (which signs in on the way), then, unless `confirmEmail: false`, the link of the mail that
 * confirms the address (members pay and book only after it), and unless `profile: false`, a
 * complete profile with address and phone. With `child`, a family participant too.
 */
export async function registerMember(
  page: Page,
  person: {
    firstName: string;
    lastName: string;
    child?: string;
    profile?: boolean;
    confirmEmail?: boolean;
  },
) {
  const email = uniqueEmail(person.firstName.toLowerCase());
  // The page leaves for the provider by itself, before its load event when the app is cached:
  // waiting for that load would see the navigation aborted.
  await page.goto('/ui/page-register', { waitUntil: 'commit' });
  await page.getByLabel(/^(First name|Fornavn)$/).fill(person.firstName);
  await page.getByLabel(/^(Last name|Efternavn)$/).fill(person.lastName);
  await page.getByLabel(/^(Email|E-mail)$/).fill(email);
  await page.getByLabel(/^(Password|Adgangskode)$/).fill(demoPassword);
  await page.getByLabel(/^(Repeat password|Gentag adgangskode)$/).fill(demoPassword);
  await page.getByRole('button', { name: /^(Create account|Opret konto)$/ }).click();
  await expect(userBadge(page, email)).toBeVisible({ timeout: 15_000 });
  if (person.confirmEmail !== false) {
    // Followed outside the page, as from a mail program; the page is then loaded again, so it
    // learns the news at once rather than at the next page it opens.
    const confirmed = await page.request.get(await confirmationLink(page, email));
    expect(confirmed.status(), 'the confirmation link').toBe(200);
    await expect(page).not.toHaveURL(/login-success/);
    await page.reload();
    await expect(userBadge(page, email)).toBeVisible({ timeout: 15_000 });
  }
  if (person.profile !== false) {
    const saved = await callApi(page, 'PUT', '/member/api/v1/member/item', {
      phone: '+4522334455',
      gender: 'female',
      dateOfBirth: '1985-04-12',
      address: {
        addressLine1: 'Åboulevarden 1',
        city: 'Aarhus C',
        postCode: '8000',
        country: 'Denmark',
      },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  }
  if (person.child) {
    const added = await callApi(page, 'POST', '/member/api/v1/member/participant', {
      firstName: person.child,
      lastName: person.lastName,
      gender: 'male',
      dateOfBirth: '2014-06-01',
    });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
  }
  return { email, name: `${person.firstName} ${person.lastName}` };
}

const membershipPrompt = (page: Page) =>
  page.getByRole('region', { name: /^(Become a member|Bliv medlem)$/ });

/**
 * For a journey that does not look at the membership prompt: it is ignored whenever it comes in
 * the journey's way, as `ignoreMembershipPrompt` does (a click that lands where the button was a
 * moment before is made again).
 */
export function ignoreMembershipPromptWhenShown(page: Page) {
  return page.addLocatorHandler(membershipPrompt(page), () => ignoreMembershipPrompt(page));
}

/**
 * A member without a membership is offered one once after sign-in. Answered as soon as it comes,
 * before a journey's clicks: appearing in the middle of one it moves the page, and behind an open
 * dialog it cannot be answered at all (a locator handler would wait there).
 */
export async function ignoreMembershipPrompt(page: Page) {
  const prompt = membershipPrompt(page);
  const ignore = prompt.getByRole('button', { name: /^(Ignore|Ignorér)$/ });
  await expect(ignore).toBeVisible({ timeout: 20_000 });
  // Below a page that is still drawing its list the prompt moves down as the list grows: on a busy
  // machine a click may land where the button was a moment before. It is then clicked again.
  await expect(async () => {
    if (await ignore.isVisible()) await ignore.click({ timeout: 5_000 });
    await expect(prompt).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Adult in ROWING, paid by card in the sandbox window, as the purchase page would start it. */
export async function buyAdultMembership(page: Page, email: string, cardholder: string) {
  const me = await callApi(page, 'GET', `/member/api/v1/member/search-email?email=${email}`);
  const offers = await callApi(page, 'GET', '/org/api/v1/public/membership-list');
  const rowing = (
    offers.json as { id: string; key: string; membershipTypes: { id: string; name: string }[] }[]
  ).find((organisation) => organisation.key === 'ROWING');
  const adult = rowing?.membershipTypes.find((type) => type.name === 'Adult');
  const started = await callApi(page, 'POST', '/member/api/v1/membership/purchase', {
    orgId: rowing?.id,
    participants: [{ memberId: (me.json as { id: string }).id, membershipConfId: adult?.id }],
    language: 'en',
  });
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  await page.goto((started.json as { paymentWindowLink: string }).paymentWindowLink);
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry date').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Cardholder name').fill(cardholder);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/ui\/membership\/confirm\?token=/);
  await expect(page.getByText('Thank you, your payment went through')).toBeVisible({
    timeout: 15_000,
  });
}
