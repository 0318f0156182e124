import { expect, test } from '../support/test.ts';
import {
  callApi,
  expectNoSeriousA11yViolations,
  ignoreMembershipPromptWhenShown,
  openSignedIn,
  pageHeading,
  registerMember,
} from '../support/portal.ts';

// The membership prompt may come up after sign-in; these journeys are about something else.

test('a member edits the phone and approves a family link request from the bell', async ({
  page,
  browser,
}) => {
  await ignoreMembershipPromptWhenShown(page);
  const anna = await registerMember(page, { firstName: 'Anna', lastName: 'Jensen' });

  // Another new member, Ole, asks to link Anna as family.
  const oleContext = await browser.newContext();
  const ole = await oleContext.newPage();
  await registerMember(ole, { firstName: 'Ole', lastName: 'Hansen' });
  const invited = await callApi(ole, 'POST', '/member/api/v1/family/invitation', {
    email: anna.email,
  });
  expect(invited.status, JSON.stringify(invited.json)).toBe(201);
  await oleContext.close();

  await page.goto('/ui/my-profile');
  await expect(pageHeading(page)).toHaveText('MY PROFILE');
  await expect(page.getByRole('heading', { name: 'Anna Jensen' })).toBeVisible();

  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL('/ui/edit-profile');
  await page.getByLabel('Postcode').fill('80A0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Postcode is invalid. Please use numeric values only.'),
  ).toBeVisible();
  await expect(page.getByLabel('Postcode')).toBeFocused();
  await page.getByLabel('Postcode').fill('8000');
  await page.getByLabel('Phone').fill('+45 31 22 33 44');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL('/ui/my-profile');
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  await expect(page.getByText('+4531223344')).toBeVisible();

  // A child is added as a participant, then removed after confirming.
  await page.goto('/ui/participants-list');
  await page.getByRole('link', { name: 'Add a child' }).click();
  await page.getByLabel(/^First name/).fill('Sofie');
  await page.getByLabel(/^Last name/).fill('Jensen');
  await page.getByLabel(/^Date of birth/).fill('2018-05-01');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/ui/participants-list');
  await expect(page.getByText('The child was saved.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Remove: Sofie Jensen' }).click();
  await page
    .getByRole('dialog', { name: 'Remove participant' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText('Sofie Jensen')).toHaveCount(0);

  // Ole's pending request to link Anna: the bell shows it.
  await page.getByRole('button', { name: /notification/i }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('Family link request')).toBeVisible();
  await panel.getByRole('button', { name: 'Answer request' }).click();
  const modal = page.getByRole('dialog', { name: 'Family link request' });
  await expect(
    modal.getByText(
      'You will not be able to see data of other member. However you can request for link anytime you need.',
    ),
  ).toBeVisible();
  await modal.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/^Family link approved!/)).toBeVisible();
  // Answered, the request is gone: no unread notifications, so no bell.
  await expect(page.getByRole('button', { name: /notification/i })).toHaveCount(0);
});

test('a member without an address is asked to complete the profile', async ({ page }) => {
  await ignoreMembershipPromptWhenShown(page);
  await openSignedIn(page, '/participants-list', 'noaddress@demo.test');
  await expect(page.getByText('Please complete your profile to continue.')).toBeVisible();
  const link = page.getByRole('link', { name: 'Edit profile here' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL('/ui/edit-profile');
  await expect(pageHeading(page)).toHaveText('EDIT PROFILE');

  // The spec's link into editing the main participant's profile leads to the same form.
  await page.goto('/ui/memberships?trigger=editMainParticipant');
  await expect(page).toHaveURL('/ui/edit-profile');
  await expect(page.getByLabel('Postcode')).toBeVisible();
});

test('a member invites another, whose open page shows the request live; approved from the bell, both see the link', async ({
  browser,
}) => {
  const ole = await (await browser.newContext()).newPage();
  await ignoreMembershipPromptWhenShown(ole);
  const oleMember = await registerMember(ole, { firstName: 'Ole', lastName: 'Hansen' });

  const anna = await (await browser.newContext()).newPage();
  await ignoreMembershipPromptWhenShown(anna);
  const annaMember = await registerMember(anna, { firstName: 'Anna', lastName: 'Jensen' });
  await anna.goto('/ui/participants-list');
  const invite = anna
    .getByRole('region', { name: 'Link an existing member' })
    .or(anna.locator('form', { hasText: 'Link an existing member' }));
  await invite.getByLabel(/^Email/).fill(oleMember.email);
  await invite.getByRole('button', { name: 'Send request' }).click();
  await expect(
    anna.getByText(`A family link request was sent to ${oleMember.email}.`),
  ).toBeVisible();
  await expect(anna.getByText('Pending')).toBeVisible();

  // Ole has kept his page open all along: the request reaches his bell live (issue 17.3), long
  // before the list's one-minute poll would have read it.
  await expect(ole.getByRole('button', { name: /notification/i })).toBeVisible({
    timeout: 10_000,
  });
  await ole.getByRole('button', { name: /notification/i }).click();
  const panel = ole.getByRole('dialog', { name: 'Notifications' });
  await panel.getByRole('button', { name: 'Answer request' }).first().click();
  const modal = ole.getByRole('dialog', { name: 'Family link request' });
  await expect(modal.getByText(annaMember.email).first()).toBeVisible();
  await modal.getByRole('button', { name: 'Approve' }).click();
  await expect(ole.getByText(/^Family link approved!/)).toBeVisible();

  // Anna now sees Ole as an approved participant.
  await anna.reload();
  const card = anna.getByRole('listitem').filter({ hasText: 'Ole Hansen' });
  await expect(card).toContainText('Approved');
});
