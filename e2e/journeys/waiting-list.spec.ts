import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import {
  expectNoSeriousA11yViolations,
  ignoreMembershipPrompt,
  ignoreMembershipPromptWhenShown,
  openSignedIn,
  pageHeading,
  registerMember,
} from '../support/portal.ts';

// Issue 15.4, "Done when": an administrator creates a paid event in the editor, members book it,
// the event fills, a member joins the waiting list, a cancellation offers the place and the member
// takes it, paying in the sandbox card window. The event has one place and is this journey's own;
// the two members are new, so nothing here depends on another journey's rows.

/** A new member in a browser of their own, signed in, the membership prompt answered. */
async function newMember(browser: Browser, firstName: string, lastName: string) {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  const person = await registerMember(page, { firstName, lastName });
  await ignoreMembershipPrompt(page);
  return { page, context, ...person };
}

async function payWithCard(page: Page, name: string) {
  await expect(page).toHaveURL(/\/sandbox-pay\//);
  await page.getByLabel(/^Card number/).fill('4111 1111 1111 1111');
  await page.getByLabel(/^Expiry date/).fill('12/39');
  await page.getByLabel(/^Security code/).fill('123');
  await page.getByLabel(/^Cardholder name/).fill(name);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(pageHeading(page)).toHaveText('REGISTRATION SUCCESS');
  await expect(page.getByText('You are booked')).toBeVisible({ timeout: 15_000 });
}

test('a cancellation offers the place of a full paid event to the member waiting, who pays for it', async ({
  page,
  browser,
}) => {
  const title = `Winter dinner at the boathouse ${Date.now().toString(36)}`;
  await ignoreMembershipPromptWhenShown(page);
  await openSignedIn(page, '/admin/events', 'admin@demo.test');

  const eventPath =
    await test.step('the administrator creates a paid event of one place', async () => {
      await page.getByRole('link', { name: 'New event' }).click();
      await expect(pageHeading(page)).toHaveText('NEW EVENT');
      await page.getByLabel(/^Title/).fill(title);
      await page.getByLabel('Places', { exact: true }).fill('1');
      await page.getByLabel(/^Member price/).fill('50');
      await page.getByLabel(/^Guest price/).fill('50');
      await expect(page.getByLabel('Hours an offer from the waiting list holds')).toHaveValue('24');
      await page.getByRole('button', { name: 'Save the event' }).click();
      await expect(pageHeading(page)).toHaveText('ATTENDEES');
      await expect(page.getByText('Nobody is on the waiting list.')).toBeVisible();
      const eventId = /\/admin\/events\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
      expect(eventId).not.toBe('');
      return `/ui/ROWING/events/${eventId}`;
    });

  const booker = await newMember(browser, 'Bodil', 'Brandt');
  await test.step('a member books the one place and pays: the event is full', async () => {
    await booker.page.goto(eventPath);
    await booker.page.getByLabel('Bodil Brandt (you)').check();
    await expect(booker.page.getByTestId('booking-total')).toHaveText('DKK 50.00');
    await booker.page.getByRole('button', { name: 'Book 1 place' }).click();
    await payWithCard(booker.page, booker.name);
  });

  const waiter = await newMember(browser, 'Viggo', 'Vang');
  await test.step('another member joins the waiting list', async () => {
    await waiter.page.goto(eventPath);
    await expect(waiter.page.getByText('This event is full.')).toBeVisible();
    await waiter.page.getByRole('button', { name: 'Join the waiting list' }).click();
    await expect(waiter.page.getByText('Choose at least one person.')).toBeVisible();
    await waiter.page.getByLabel('Viggo Vang (you)').check();
    await expectNoSeriousA11yViolations(waiter.page);
    await waiter.page.getByRole('button', { name: 'Join the waiting list' }).click();
    await expect(
      waiter.page.getByRole('heading', { name: 'You are number 1 on the waiting list' }),
    ).toBeVisible();
    await expect(waiter.page.getByText('For Viggo Vang.')).toBeVisible();
    await expect(waiter.page.getByRole('button', { name: 'Leave the waiting list' })).toBeVisible();
  });

  const line = page.getByRole('table', { name: `Who is waiting for ${title}` });
  await test.step('the administrator cancels the paid booking, which offers the place', async () => {
    await page.reload();
    await expect(line.getByRole('row').filter({ hasText: waiter.email })).toContainText('Waiting');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Cancel the booking of Bodil Brandt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel the booking of Bodil Brandt?' });
    await expect(dialog).toContainText('paid back in full to the card');
    await dialog.getByLabel(/^Reason/).fill('Cannot come after all');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(dialog).toBeHidden();
    await expect(line.getByRole('row').filter({ hasText: waiter.email })).toContainText('Offered');
  });

  await test.step('the member takes the place offered and pays for it by card', async () => {
    await waiter.page.reload();
    await expect(
      waiter.page.getByRole('heading', { name: 'A place is free for you' }),
    ).toBeVisible();
    await expect(waiter.page.getByText(/It is held for you until /)).toBeVisible();
    await expect(waiter.page.getByRole('button', { name: 'Give it back' })).toBeVisible();
    await expectNoSeriousA11yViolations(waiter.page);
    await waiter.page.getByRole('button', { name: 'Take the place' }).click();
    await payWithCard(waiter.page, waiter.name);
  });

  await test.step('the waiting list shows the place taken', async () => {
    await page.reload();
    await expect(line.getByRole('row').filter({ hasText: waiter.email })).toContainText(
      'Took the places',
    );
    await expect(page.getByRole('row').filter({ hasText: 'Viggo Vang' }).first()).toBeVisible();
  });
  await booker.context.close();
  await waiter.context.close();
});
