import { describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.ts';
import { clientOrigins } from '../client-origins.ts';
import { pickLocale } from './locale.ts';
import { safeReturnTo } from './request-context.ts';

const origins = ['https://portal.example.dk'];

describe('safeReturnTo', () => {
  it('keeps paths of the web app and of a sign-in in progress', () => {
    expect(safeReturnTo('/ui/memberships?x=1', origins)).toBe('/ui/memberships?x=1');
    expect(safeReturnTo('/idp/interaction/abc', origins)).toBe('/idp/interaction/abc');
    expect(safeReturnTo('https://portal.example.dk/ui/', origins)).toBe(
      'https://portal.example.dk/ui/',
    );
  });

  it('drops anything that leads elsewhere', () => {
    for (const value of [
      'https://evil.example/ui/',
      '//evil.example/ui/',
      '/\\evil.example/ui/',
      'javascript:alert(1)',
      '/idp/token',
      '/ui/../idp/token',
      'ui/',
      undefined,
    ]) {
      expect(safeReturnTo(value, origins)).toBeUndefined();
    }
  });
});

describe('pickLocale', () => {
  it('prefers ui_locales, then the cookie, then Accept-Language, then Danish', () => {
    expect(pickLocale({ uiLocales: 'de en', cookieHeader: 'lang=da' })).toBe('en');
    expect(pickLocale({ cookieHeader: 'a=b; lang=en', acceptLanguage: 'da' })).toBe('en');
    expect(pickLocale({ acceptLanguage: 'de-DE, en;q=0.8, da;q=0.9' })).toBe('da');
    expect(pickLocale({ acceptLanguage: 'en-GB;q=0.5, fr' })).toBe('en');
    expect(pickLocale({ acceptLanguage: 'fr, de' })).toBe('da');
    expect(pickLocale({})).toBe('da');
  });
});

describe('clientOrigins', () => {
  it('adds the Vite dev server in development only', () => {
    const base = { PUBLIC_URL: 'https://portal.example.dk' };
    expect(clientOrigins(loadConfig({ ...base, NODE_ENV: 'production' }))).toEqual([
      'https://portal.example.dk',
    ]);
    expect(clientOrigins(loadConfig({ ...base, NODE_ENV: 'development' }))).toEqual([
      'https://portal.example.dk',
      'http://localhost:5173',
    ]);
  });
});
