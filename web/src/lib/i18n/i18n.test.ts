import { describe, expect, it } from 'vitest';
import { da } from './da.ts';
import { en } from './en.ts';
import { detectLanguage } from './i18n.ts';
import { formatTitle, routeTitles } from './route-titles.ts';

describe('formatTitle', () => {
  it('turns hyphens to spaces and upper-cases', () => {
    expect(formatTitle('Event-Detail')).toBe('EVENT DETAIL');
    expect(formatTitle('My-Calander')).toBe('MY CALANDER');
    expect(formatTitle('Kvittering for medlemskab', 'da')).toBe('KVITTERING FOR MEDLEMSKAB');
  });
});

describe('translations', () => {
  it('title every route in both languages', () => {
    for (const title of routeTitles) {
      expect(en.titles[title]).toBeTruthy();
      expect(da.titles[title]).toBeTruthy();
    }
  });

  it('keep the English titles equal to the route meta', () => {
    for (const title of routeTitles) {
      if (!title.endsWith('Error') && title !== 'Page-Not-Found')
        expect(en.titles[title]).toBe(title);
    }
  });
});

describe('detectLanguage', () => {
  it('prefers the stored choice, then the browser, then Danish', () => {
    expect(detectLanguage('en', ['da-DK'])).toBe('en');
    expect(detectLanguage(null, ['en-GB', 'da'])).toBe('en');
    expect(detectLanguage(null, ['nb-NO'])).toBe('da');
    expect(detectLanguage('fr', ['de-DE'])).toBe('da');
  });
});
