import { expect, test } from '../support/test.ts';
import {
  confirmationLink,
  expectNoSeriousA11yViolations,
  ignoreMembershipPrompt,
  pageHeading,
  registerMember,
  userBadge,
} from '../support/portal.ts';

const refusal = 'Confirm your email address before you pay or book. We sent you a link.';

test('a new member confirms their email address from the mail before paying or booking', async ({
  page,
  context,
}) => {
  const karen = await registerMember(page, {
    firstName: 'Karen',
    lastName: 'Holm',
    confirmEmail: false,
  });
  await ignoreMembershipPrompt(page);
  const notice = page.getByRole('region', { name: 'Confirm your email address' });

  await test.step('every page says the address waits for its link', async () => {
    await expect(notice).toContainText(
      `We sent a link to ${karen.email}. Until you follow it, you cannot pay or book.`,
    );
    await expectNoSeriousA11yViolations(page);
    // The registration's mail went out a moment ago: another must wait a minute.
    await notice.getByRole('button', { name: 'Send again' }).click();
    await expect(notice).toContainText(
      /We sent you a link a moment ago\. You can ask for another in \d+ seconds?\./,
    );
  });

  await test.step('paying for a membership is refused with the reason', async () => {
    await page.goto('/ui/membership/new');
    await expect(pageHeading(page)).toHaveText('NEW MEMBERSHIP');
    await expect(notice).toBeVisible();
    await page.getByText('Aarhus Roklub', { exact: true }).click();
    await page.getByLabel('Karen Holm (you)').selectOption({ label: 'Adult – DKK\u00a01,515.00' });
    await page.getByRole('button', { name: 'Pay DKK 1,515.00' }).click();
    await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
    await expect(page).toHaveURL(/\/ui\/membership\/new$/);
  });

  const openDay = async () => {
    await page.goto('/ui/');
    await page
      .getByTestId('event-card')
      .filter({ hasText: 'Open day at the boathouse' })
      .getByRole('link', { name: 'Open day at the boathouse' })
      .click();
    await expect(pageHeading(page)).toHaveText('EVENT DETAIL');
    await page.getByLabel('Karen Holm (you)').check();
  };

  await test.step('booking an event is refused with the reason', async () => {
    await openDay();
    await page.getByRole('button', { name: 'Book 1 place' }).click();
    await expect(page.getByText(refusal)).toBeVisible();
    await expect(page).toHaveURL(/\/ui\/ROWING\/events\/[0-9a-f-]{36}$/);
  });

  await test.step('the link in the mail, opened in another tab, confirms the address', async () => {
    const mailTab = await context.newPage();
    await mailTab.goto(await confirmationLink(page, karen.email));
    await expect(mailTab.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
    await expect(
      mailTab.getByText(
        'Your email address is confirmed. You can now pay and book in the member portal.',
      ),
    ).toBeVisible();
    await expect(mailTab.getByRole('link', { name: 'Go to the member portal' })).toHaveAttribute(
      'href',
      /\/ui\/$/,
    );
    // Opened twice, the link says it has been used.
    await mailTab.reload();
    await expect(
      mailTab.getByText('This link has already been used. Your email address is confirmed.'),
    ).toBeVisible();
    await mailTab.close();
  });

  await test.step('back in the portal the notice is gone and the booking goes through', async () => {
    // The next page the member opens asks the server again.
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await expect(pageHeading(page)).toHaveText('DASHBOARD');
    await expect(notice).toHaveCount(0);
    await openDay();
    await page.getByRole('button', { name: 'Book 1 place' }).click();
    await expect(page.getByText('Your booking is made.')).toBeVisible();
    await expect(userBadge(page, karen.email)).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});
