import { describe, expect, it } from 'vitest';
import { acceptedLanguages, cookieValue, detectPageLanguage } from './page-language.ts';

describe('the language of a page', () => {
  it('follows the stored choice, then the browser, and is Danish otherwise', () => {
    expect(detectPageLanguage('en', ['da-DK'])).toBe('en');
    expect(detectPageLanguage(null, ['sv-SE', 'en-GB'])).toBe('en');
    expect(detectPageLanguage(undefined, ['nb-NO', 'en'])).toBe('da');
    expect(detectPageLanguage('fr', ['de'])).toBe('da');
  });

  it('reads Accept-Language by preference, as the server sees it', () => {
    expect(acceptedLanguages('da;q=0.5, en-GB, *;q=0.1, fr;q=0')).toEqual(['en-GB', 'da']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('finds the cookie that mirrors the choice', () => {
    expect(cookieValue('a=1; portal.language=en; b=2', 'portal.language')).toBe('en');
    expect(cookieValue('portal.languages=en', 'portal.language')).toBeNull();
  });
});
