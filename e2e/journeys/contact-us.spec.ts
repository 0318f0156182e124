import { expect, test } from '../support/test.ts';
import {
  expectNoSeriousA11yViolations,
  ignoreMembershipPromptWhenShown,
  openSignedIn,
  pageHeading,
  registerMember,
} from '../support/portal.ts';

test('a member writes to the club through Contact Us and the contact person sees it', async ({
  page,
  browser,
}) => {
  await ignoreMembershipPromptWhenShown(page);
  // A member of her own: Contact Us allows three messages per member in ten minutes.
  const anna = await registerMember(page, { firstName: 'Anna', lastName: 'Jensen' });
  await page.goto('/ui/contact-us');
  await expect(pageHeading(page)).toHaveText('CONTACT US');

  // Nothing filled in: every field says what is missing, and nothing is sent.
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please choose an organisation.')).toBeVisible();
  await expect(page.getByText('Please fill in this field.')).toHaveCount(2);
  await expect(page.getByLabel(/^Organisation/)).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  const subject = `Boat house key ${Date.now()}`;
  await page.getByLabel(/^Organisation/).selectOption({ label: 'Aarhus Roklub' });
  await page.getByLabel(/^Subject/).fill(subject);
  await page
    .getByLabel(/^Message/)
    .fill('Hello,\nwhere do I collect a key for the boat house?\nAnna');
  await expect(page.getByText('56 of 4000 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByText(
      `Your message was sent to Aarhus Roklub. A copy is on its way to ${anna.email}.`,
    ),
  ).toBeVisible();
  await expect(page.getByLabel(/^Subject/)).toHaveValue('');
  await expectNoSeriousA11yViolations(page);

  // The copy reaches the member's mailbox (the development mailbox stands in for SMTP).
  await expect
    .poll(async () => (await page.request.get('/dev/mailbox')).text(), { timeout: 20_000 })
    .toContain(`We have received your message: ${subject}`);

  // ROWING's contact person, Mette, finds it under the bell.
  const receiverContext = await browser.newContext();
  const receiver = await receiverContext.newPage();
  await openSignedIn(receiver, '/', 'admin@demo.test');
  await receiver.getByRole('button', { name: /notification/i }).click();
  const panel = receiver.getByRole('dialog', { name: 'Notifications' });
  const item = panel.getByRole('article').filter({ hasText: subject });
  await expect(item).toContainText('where do I collect a key for the boat house?');
  await expect(item).toContainText('From Anna Jensen, to ROWING');
  await expect(item.getByRole('link', { name: anna.email })).toHaveAttribute(
    'href',
    `mailto:${anna.email}`,
  );
  await receiverContext.close();
});
