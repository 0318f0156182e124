import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { openSignedIn, pageHeading } from '../support/portal.ts';

const languages = {
  en: {
    navigation: 'Main navigation',
    open: 'Open navigation',
    entries: [
      ['Organization', '/ui/organizations'],
      ['Membership', '/ui/memberships'],
      ['Contact Us', '/ui/contact-us'],
      ['Home', '/ui/'],
    ],
  },
  da: {
    navigation: 'Hovedmenu',
    open: 'Åbn menu',
    entries: [
      ['Forening', '/ui/organizations'],
      ['Medlemskab', '/ui/memberships'],
      ['Kontakt os', '/ui/contact-us'],
      ['Hjem', '/ui/'],
    ],
  },
} as const;

const widths = [
  ['phone', { width: 390, height: 844 }],
  ['tablet', { width: 1024, height: 768 }],
  ['desktop', { width: 1440, height: 900 }],
] as const;

async function followEntry(page: Page, language: (typeof languages)['en' | 'da'], name: string) {
  const navigation = page.getByRole('navigation', { name: language.navigation });
  // On a phone the menu is an overlay that the hamburger opens.
  if (!(await navigation.isVisible())) {
    await page.getByRole('button', { name: language.open }).click();
  }
  await navigation.getByRole('link', { name, exact: true }).click();
}

for (const [languageCode, language] of Object.entries(languages)) {
  test(`every menu entry works on a phone, a tablet and a desktop in ${languageCode}`, async ({
    page,
  }) => {
    await page.addInitScript((code) => localStorage.setItem('portal.language', code), languageCode);
    await page.setViewportSize(widths[0][1]);
    await openSignedIn(page, '/');
    for (const [widthName, viewport] of widths) {
      await page.setViewportSize(viewport);
      // The layout follows the new width before the menu is looked for.
      const menu = page.getByRole('navigation', { name: language.navigation });
      await (widthName === 'phone' ? expect(menu).toBeHidden() : expect(menu).toBeVisible());
      for (const [name, url] of language.entries) {
        await followEntry(page, language, name);
        await expect(page).toHaveURL(url);
        await expect(pageHeading(page)).not.toBeEmpty();
        const navigation = page.getByRole('navigation', { name: language.navigation });
        if (widthName === 'phone') {
          // Following an entry closes the overlay; it is opened again to see the highlight.
          await expect(navigation).toBeHidden();
          await page.getByRole('button', { name: language.open }).click();
        }
        // The entry of the current page is the highlighted one.
        await expect(navigation.getByRole('link', { name, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        if (widthName === 'phone') {
          await page.keyboard.press('Escape');
          await expect(navigation).toBeHidden();
        }
      }
    }
  });
}
