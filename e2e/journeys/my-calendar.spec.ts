import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoSeriousA11yViolations, openSignedIn, pageHeading } from '../support/portal.ts';

/** Calls the API with the signed-in member's token, as the web app does. */
async function callApi(page: Page, method: string, path: string, body?: unknown) {
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

test('a member sees her booked event in My Calander, downloads it and gets a private address', async ({
  page,
}) => {
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Become a member' }), (dialog) =>
    dialog.getByRole('button', { name: 'Ignore' }).click(),
  );
  await openSignedIn(page, '/my-calender');
  await expect(pageHeading(page)).toHaveText('MY CALANDER');

  // The free CHESS blitz, booked for Anna (another journey may have booked it already).
  const events = (await callApi(page, 'GET', '/event/api/v1/eve/list')).json as {
    id: string;
    title: string;
  }[];
  const blitz = events.find((event) => event.title === 'Friday blitz tournament');
  if (!blitz) throw new Error('the demo event is missing');
  const self = (
    await callApi(page, 'GET', '/member/api/v1/member/search-email?email=member@demo.test')
  ).json as { id: string };
  const booking = await callApi(page, 'POST', `/event/api/v1/eve/${blitz.id}/booking`, {
    participantIds: [self.id],
  });
  expect([201, 409]).toContain(booking.status);

  await page.reload();
  await expect(page.getByRole('grid')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByText('List', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'List' })).toBeChecked();
  const item = page.getByRole('listitem').filter({ hasText: 'Friday blitz tournament' });
  await expect(item).toContainText('Skakklubben København');
  await expect(item).toContainText(/1 ticket|\d tickets/);
  await expectNoSeriousA11yViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download calendar (.ics)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('my-events.ics');
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const ics = await readFile(path, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('SUMMARY:Friday blitz tournament');

  // The private address works without signing in, as a calendar app follows it.
  const address = page.getByLabel('Private calendar address');
  await expect(address).toHaveValue(/\/event\/api\/v1\/calendar\/[A-Za-z0-9]{40}\.ics$/);
  const url = await address.inputValue();
  const feed = await page.context().request.get(url, { headers: { cookie: '' } });
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('SUMMARY:Friday blitz tournament');
  await page.screenshot({ path: 'test-results/my-calendar.png', fullPage: true });
});
