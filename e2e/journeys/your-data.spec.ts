import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from '../support/test.ts';
import {
  buyAdultMembership,
  callApi,
  demoPassword,
  expectNoSeriousA11yViolations,
  ignoreMembershipPrompt,
  openSignedIn,
  pageHeading,
  registerMember,
  signInAtProvider,
} from '../support/portal.ts';

// Issue 17, item 4: a new member takes a copy of their data, deletes their account with their
// password, is signed out and cannot sign in again; what is left is read back from the server by
// ROWING's administrator: the payment, under the anonymous reference, and the notice.

test('a member downloads their data, deletes the account, and only the anonymous payment remains', async ({
  page,
  browser,
}) => {
  // The registration page says where the privacy page is: the provider's page, where the app
  // leaves for (the app's own footer, painted first, has the same link).
  await page.goto('/ui/page-register', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await expect(page.getByRole('link', { name: 'Privacy and your data' })).toHaveAttribute(
    'href',
    '/ui/privacy',
  );
  const greta = await registerMember(page, {
    firstName: 'Greta',
    lastName: 'Lund',
    child: 'Sofus',
  });
  await ignoreMembershipPrompt(page);
  await buyAdultMembership(page, greta.email, 'Greta Lund');

  // The privacy page, from the footer: what is kept and whom to ask.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy and your data' }).click();
  await expect(pageHeading(page)).toHaveText('PRIVACY');
  await expect(page.getByText('Danish bookkeeping law (bogføringsloven § 12)')).toBeVisible();
  // And what stays on the member's own device (issue 19).
  await expect(page.getByRole('cell', { name: /^On your phone or computer: / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'admin@demo.test' })).toHaveAttribute(
    'href',
    'mailto:admin@demo.test',
  );
  await expectNoSeriousA11yViolations(page);

  // Download my data: a ZIP whose JSON holds the profile, the child, the membership and payment.
  await page.getByRole('link', { name: 'Go to My Profile' }).click();
  await expect(pageHeading(page)).toHaveText('MY PROFILE');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d\d-\d\d\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  const json = (name: string) => JSON.parse(strFromU8(files[name] ?? new Uint8Array())) as unknown;
  expect(strFromU8(files['README.txt'] ?? new Uint8Array())).toContain('payments.json');
  expect(json('profile.json')).toMatchObject({
    member: { firstName: 'Greta', email: greta.email, address: { city: 'Aarhus C' } },
  });
  expect(json('family.json')).toMatchObject({ children: [{ firstName: 'Sofus' }] });
  expect(json('memberships.json')).toMatchObject([
    { organisation: { key: 'ROWING' }, status: 'active' },
  ]);
  expect(json('payments.json')).toMatchObject({
    membershipPayments: [{ status: 'paid', billing: { name: 'Greta Lund' } }],
  });

  // Delete my account: a wrong password changes nothing, the right one deletes.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(
    dialog.getByText('your sign-in account: you are signed out everywhere'),
  ).toBeVisible();
  await expect(dialog.getByText(/for 5 years after the end of their year/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('The password is not right. Nothing was deleted.')).toBeVisible();
  await dialog.getByLabel('Your password').fill(demoPassword);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/ui\/account-deleted$/);
  await expect(page.getByRole('heading', { name: 'Your account is deleted' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const tokens = await page.evaluate(() =>
    Object.keys(sessionStorage).filter((key) => key.startsWith('oidc.user')),
  );
  expect(tokens).toEqual([]);

  // The account is gone: signing in again is refused.
  await page.goto('/ui/my-profile');
  await signInAtProvider(page, greta.email);
  await expect(page.getByText('The email or password is wrong.')).toBeVisible();

  // What remains, as ROWING's administrator reads it: the payment under the reference only.
  const staff = await browser.newPage();
  await openSignedIn(staff, '/', 'admin@demo.test');
  const notices = await callApi(staff, 'GET', '/member/api/v1/member/notification/list');
  const notice = (notices.json as { title: string; message: string }[]).find(
    (item) =>
      item.title === 'A member deleted their account' ||
      item.title === 'Et medlem har slettet sin konto',
  );
  const reference = /Deleted member [2-9A-HJ-NP-Z]{8}/.exec(notice?.message ?? '')?.[0];
  expect(reference, JSON.stringify(notices.json)).toBeTruthy();
  const payments = await callApi(
    staff,
    'GET',
    `/org/api/v1/admin/organisations/ROWING/payments?search=${encodeURIComponent(reference ?? '')}`,
  );
  expect(payments.json).toMatchObject({
    total: 1,
    payments: [{ payer: { name: reference, email: '' }, status: 'paid' }],
  });
  const byName = await callApi(
    staff,
    'GET',
    `/org/api/v1/admin/organisations/ROWING/payments?search=${encodeURIComponent(greta.email)}`,
  );
  expect(byName.json).toMatchObject({ total: 0 });
  await staff.close();
});
