import { expect, test } from '../support/test.ts';
import {
  callApi,
  expectNoSeriousA11yViolations,
  ignoreMembershipPromptWhenShown,
  pageHeading,
  registerMember,
} from '../support/portal.ts';

test('a member sees her booked event in My Calander, downloads it and gets a private address', async ({
  page,
}) => {
  await ignoreMembershipPromptWhenShown(page);
  const anna = await registerMember(page, { firstName: 'Anna', lastName: 'Jensen' });
  await page.goto('/ui/my-calender');
  await expect(pageHeading(page)).toHaveText('MY CALANDER');

  // The free CHESS blitz, booked for her.
  const events = (await callApi(page, 'GET', '/event/api/v1/eve/list')).json as {
    id: string;
    title: string;
  }[];
  const blitz = events.find((event) => event.title === 'Friday blitz tournament');
  if (!blitz) throw new Error('the demo event is missing');
  const self = (
    await callApi(page, 'GET', `/member/api/v1/member/search-email?email=${anna.email}`)
  ).json as { id: string };
  const booking = await callApi(page, 'POST', `/event/api/v1/eve/${blitz.id}/booking`, {
    participantIds: [self.id],
  });
  expect(booking.status).toBe(201);

  await page.reload();
  await expect(page.getByRole('grid')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByText('List', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'List' })).toBeChecked();
  const item = page.getByRole('listitem').filter({ hasText: 'Friday blitz tournament' });
  await expect(item).toContainText('Skakklubben København');
  await expect(item).toContainText('1 ticket');
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
