import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickLocale } from './locale.ts';
import { type Locale, locales, texts } from './texts.ts';
import type { ViewContext } from './views.ts';

function chosenLanguage(request: FastifyRequest): Locale | undefined {
  const { lang } = request.query as { lang?: unknown };
  return locales.find((locale) => locale === lang);
}

/**
 * Language and texts of a page. A language picked with the switch link (`?lang=`) wins over all
 * else; then the client's `ui_locales`, the remembered cookie and Accept-Language.
 */
export function viewContextFor(
  request: FastifyRequest,
  options: { pagePath: string; uiLocales?: unknown },
): ViewContext {
  const locale =
    chosenLanguage(request) ??
    pickLocale({
      uiLocales: options.uiLocales,
      cookieHeader: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
  const t = texts[locale];
  const target = new URL(options.pagePath, 'http://page.invalid');
  target.searchParams.set('lang', t.switchLanguageLocale);
  return { locale, t, switchLanguageHref: `${target.pathname}${target.search}` };
}

export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * Where a page may send the user back to: a path of the web app or of a sign-in in progress, or
 * the same on one of the web app's origins. Anything else (another site, `//host`, `javascript:`)
 * is dropped, so the links cannot be used to send people elsewhere.
 */
export function safeReturnTo(value: unknown, origins: readonly string[]): string | undefined {
  if (typeof value !== 'string' || value.length > 2000 || /[\\\s]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, 'http://relative.invalid');
  } catch {
    return undefined;
  }
  const isRelative = url.origin === 'http://relative.invalid' && value.startsWith('/');
  if (!isRelative && !origins.includes(url.origin)) return undefined;
  if (!/^\/(ui\/|idp\/interaction\/)/.test(url.pathname)) return undefined;
  return isRelative ? `${url.pathname}${url.search}` : url.href;
}
