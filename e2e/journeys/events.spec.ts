import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import {
  expectNoSeriousA11yViolations,
  ignoreMembershipPromptWhenShown,
  pageHeading,
  registerMember,
} from '../support/portal.ts';

/** A door scanner needs a large code: at least 240 px on the screen. */
async function expectLargeQrCode(ticket: Locator) {
  const code = ticket.getByRole('img', { name: /^QR code of ticket / });
  await expect(code).toBeVisible();
  const box = await code.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(240);
}

test('a member books a free event for herself and her child; a guest registers without an account', async ({
  page,
  browser,
}) => {
  await ignoreMembershipPromptWhenShown(page);
  await registerMember(page, { firstName: 'Anna', lastName: 'Jensen', child: 'Emil' });
  await page.goto('/ui/');
  await expect(pageHeading(page)).toHaveText('DASHBOARD');

  const cards = page.getByTestId('event-card');
  const openDay = cards.filter({ hasText: 'Open day at the boathouse' });
  const blitz = cards.filter({ hasText: 'Friday blitz tournament' });
  await test.step('Home lists the upcoming events of every organisation', async () => {
    await expect(openDay).toContainText('Aarhus Roklub');
    await expect(openDay.getByTestId('event-price')).toHaveText('Free');
    await expect(openDay).toContainText('places left');
    await expect(blitz).toContainText('Skakklubben København');
    await expect(blitz.getByTestId('event-price')).toHaveText('Free');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('the list narrows to one organisation', async () => {
    const filter = page.getByRole('combobox', { name: 'Organisation' });
    await filter.selectOption({ label: 'Skakklubben København' });
    await expect(blitz).toBeVisible();
    await expect(openDay).toHaveCount(0);
    await filter.selectOption({ label: 'Aarhus Roklub' });
    await expect(openDay).toBeVisible();
    await expect(blitz).toHaveCount(0);
  });

  await openDay.getByRole('link', { name: 'Open day at the boathouse' }).click();
  await expect(page).toHaveURL(/\/ui\/ROWING\/events\/[0-9a-f-]{36}$/);
  const eventId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(pageHeading(page)).toHaveText('EVENT DETAIL');
  await expect(page.getByRole('heading', { name: 'Open day at the boathouse' })).toBeVisible();

  await test.step('Anna books herself and Emil', async () => {
    // Nobody chosen: the form says so and books nothing.
    await page.getByRole('button', { name: 'Book places' }).click();
    await expect(page.getByText('Choose at least one person.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Anna Jensen (you)').check();
    await page.getByLabel(/^Emil/).check();
    await expect(page.getByTestId('booking-total')).toHaveText('Free');
    await page.getByRole('button', { name: 'Book 2 places' }).click();
    await expect(page).toHaveURL(`/ui/ROWING/events/${eventId}/tickets`);
    await expect(pageHeading(page)).toHaveText('EVENT TICKETS');
    await expect(page.getByText('Your booking is made.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('the ticket detail shows both tickets with their QR codes', async () => {
    await page.getByRole('link', { name: 'Show tickets for Open day at the boathouse' }).click();
    await expect(pageHeading(page)).toHaveText('TICKET DETAIL');
    // The breadcrumbs name the event by its title, not its id.
    await expect(
      page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Open day at the boathouse' }),
    ).toHaveAttribute('href', `/ui/ROWING/events/${eventId}`);
    const tickets = page.getByTestId('ticket');
    await expect(tickets).toHaveCount(2);
    for (const holder of ['Anna Jensen', /Emil/]) {
      const ticket = tickets.filter({ hasText: holder });
      await expect(ticket).toContainText('Valid');
      await expectLargeQrCode(ticket);
    }
    await expect(page.getByRole('button', { name: 'Print tickets' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('My Tickets lists the booking', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'My Tickets' }).click();
    await expect(pageHeading(page)).toHaveText('MY TICKETS');
    // A booking still to come shows its tickets' QR codes right there (issue 19).
    const entry = page
      .getByTestId('upcoming-entry')
      .filter({ hasText: 'Open day at the boathouse' });
    await expect(entry).toContainText('2 tickets');
    await expect(entry.getByRole('img', { name: /^QR code of ticket / })).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await entry.getByRole('link', { name: 'Show tickets for Open day at the boathouse' }).click();
    await expect(page.getByTestId('ticket')).toHaveCount(2);
  });

  await test.step('a guest registers two places without signing in', async () => {
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    // The event and its form come drawn from the server (issue 19); the app, when the guest acts.
    const response = await guest.goto(`/ui/ROWING/events/${eventId}/register`);
    expect(await response?.text()).toContain('Open day at the boathouse');
    await expect(pageHeading(guest)).toHaveText('EVENT REGISTRATION');
    await expect(guest.getByRole('heading', { name: 'Open day at the boathouse' })).toBeVisible();

    await guest.getByLabel(/^Name/).fill('Karen Guest');
    await guest.getByLabel(/^Email/).fill('karen.guest@example');
    await guest.getByLabel(/^Number of places/).fill('2');
    await guest.getByRole('button', { name: 'Register' }).click();
    await expect(guest.getByText('Invalid email address')).toBeVisible();
    await expect(guest.getByLabel(/^Email/)).toBeFocused();
    await expectNoSeriousA11yViolations(guest);

    await guest.getByLabel(/^Email/).fill('karen.guest@example.dk');
    await guest.getByRole('button', { name: 'Register' }).click();
    await expect(
      guest.getByText('You are registered for Open day at the boathouse.'),
    ).toBeVisible();
    await expect(
      guest.getByText('A confirmation was sent to karen.guest@example.dk.'),
    ).toBeVisible();
    const tickets = guest.getByTestId('ticket');
    await expect(tickets).toHaveCount(2);
    await expectLargeQrCode(tickets.first());
    await expectLargeQrCode(tickets.last());
    await expectNoSeriousA11yViolations(guest);
    await guestContext.close();
  });

  await test.step('Anna cancels her booking, which frees the places', async () => {
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText('The 2 tickets for Open day at the boathouse');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('ticket').filter({ hasText: 'Cancelled' })).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  });
});
