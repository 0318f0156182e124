import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '#src/lib/api-error.ts';
import { pageNotFound } from '#src/lib/http-status-error.ts';
import { changeLanguage, initI18n } from '#src/lib/i18n/i18n.ts';
import { errorDetailsOf, errorTitleOf, textKeyOf } from './error-details.ts';
import { isBot } from './is-bot.ts';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});

describe('error pages', () => {
  it('titles 404 Page Not Found and everything else Internal Server Error', () => {
    expect(errorTitleOf(404)).toBe('Page-Not-Found');
    for (const status of [400, 403, 500, 503])
      expect(errorTitleOf(status)).toBe('Internal-Server-Error');
  });

  it('keeps the exact 404 message', () => {
    expect(errorDetailsOf(pageNotFound('/nope?x=1'))).toEqual({
      status: 404,
      message: 'Page not found: /nope?x=1',
    });
  });

  it('uses the status of an API error and 500 for anything else', () => {
    expect(errorDetailsOf(new ApiError('http', 403, 'Forbidden'))).toEqual({
      status: 403,
      message: 'Forbidden',
    });
    expect(errorDetailsOf(new ApiError('network', 0, 'offline')).status).toBe(503);
    expect(errorDetailsOf(new Error('x'))).toEqual({ status: 500, message: undefined });
  });

  it('describes unknown statuses by their class', () => {
    expect(textKeyOf(404)).toBe('notFound');
    expect(textKeyOf(410)).toBe('badRequest');
    expect(textKeyOf(502)).toBe('serverError');
  });

  it('knows crawlers', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(
      true,
    );
    expect(
      isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36'),
    ).toBe(false);
  });
});
