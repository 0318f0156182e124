import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, openSignedIn } from './portal.ts';

/**
 * Mette, the demo administrator of ROWING (admin@demo.test), signed in; the membership prompt she
 * is shown as one who is not a member is put aside whenever it comes up.
 */
export async function signInAtTheDoor(page: Page) {
  await page.addLocatorHandler(page.getByRole('region', { name: 'Become a member' }), (prompt) =>
    prompt.getByRole('button', { name: 'Ignore' }).click(),
  );
  // The door's second phone signs in while five families register and book beside it.
  await openSignedIn(page, '/admin/events', 'admin@demo.test', { signedInWithin: 30_000 });
}

/** The check-in page at the door, in English. */
export function door(page: Page) {
  const answer = page.locator('[data-result]');
  return {
    counter: page.getByRole('status').filter({ hasText: /^Checked in \d+ of \d+$/ }),
    /** The answer to the last scan: its kind in `data-result`, its words in one paragraph. */
    answer,
    said: answer.getByRole('paragraph'),
    search: page.getByLabel('Find by name'),
    startCamera: page.getByRole('button', { name: 'Scan tickets with the camera' }),
    stopCamera: page.getByRole('button', { name: 'Stop the camera' }),
    refused: page.getByRole('alert').filter({ hasText: 'Refused when the scans were sent' }),
    waiting: page.getByText(/scans? waiting to be sent$/),
  };
}

export async function openDoor(page: Page, eventId: string, tickets: number) {
  await page.goto(`/ui/admin/events/${eventId}/check-in`);
  // A page load, with the app taking over from the page's HTML: until then the membership prompt
  // the page's first script shows cannot be put aside, which held the counter's check past 10 s
  // once on a machine busy with the whole suite.
  await expect(door(page).counter).toHaveText(`Checked in 0 of ${String(tickets)}`, {
    timeout: 30_000,
  });
}

/** Scanned from the top: axe counts a link scrolled under the sticky header as too small. */
export async function expectAccessibleDoor(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(page);
}

/**
 * Finds each name and checks it in, unless the page already shows it checked in (by another
 * phone, learnt when the page read the list again). Says how many it let in itself.
 */
export async function checkInByName(page: Page, names: string[]) {
  const { search } = door(page);
  let letIn = 0;
  for (const name of names) {
    await search.fill(name);
    const checkIn = page.getByRole('button', { name: `Check in ${name}`, exact: true });
    const shownCheckedIn = page.getByText(/^Checked in at \d\d:\d\d by Mette$/);
    await expect(checkIn.or(shownCheckedIn)).toBeVisible();
    // The list is read again every ten seconds: the button may turn into Undo before the click.
    // A click that did not land in time on a busy machine is tried again, unless the ticket has
    // been shown checked in meanwhile.
    const clicked = { isLetIn: false };
    await expect(async () => {
      if (await shownCheckedIn.isVisible()) return;
      await checkIn.click({ timeout: 2_000 });
      clicked.isLetIn = true;
    }).toPass({ timeout: 20_000 });
    if (clicked.isLetIn) letIn += 1;
    else await expect(shownCheckedIn).toBeVisible();
  }
  return letIn;
}

/** The server's answers to a page's scans, as the page received them, by the scan's nonce. */
export function recordScanAnswers(page: Page) {
  const answers = new Map<string, { kind: string; result: string; code: string | null }>();
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !response.url().endsWith('/check-ins')) return;
    const sent = request.postDataJSON() as { scans: { nonce: string; kind: string }[] };
    const kinds = new Map(sent.scans.map((scan) => [scan.nonce, scan.kind]));
    void response.json().then(
      (body: {
        outcomes: { nonce: string; result: string; ticket: { code: string } | null }[];
      }) => {
        for (const { nonce, result, ticket } of body.outcomes) {
          answers.set(nonce, { kind: kinds.get(nonce) ?? '', result, code: ticket?.code ?? null });
        }
      },
      // A response the page navigated away from has no body left to read: nothing was answered.
      () => undefined,
    );
  });
  return answers;
}

/** The door's clock: hours and minutes in Copenhagen, as the check-in page writes them. */
export function clubClock(iso: string) {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Copenhagen',
  }).format(new Date(iso));
}
