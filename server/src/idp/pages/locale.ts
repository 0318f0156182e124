import { type Locale, locales } from './texts.ts';

/** Remembers the language picked with the switch link. */
export const languageCookie = 'lang';

const isLocale = (value: string): value is Locale => (locales as readonly string[]).includes(value);

function primary(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/**
 * Reads one cookie from a Cookie header without pulling in a cookie plugin for it. A value that is
 * not valid percent-encoding is ignored: a cookie is the client's to write, so it may be anything.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The page language: the client's `ui_locales` first, then the language picked earlier (cookie),
 * then the browser's Accept-Language, and Danish when none of them names one we have.
 */
export function pickLocale(sources: {
  uiLocales?: unknown;
  cookieHeader?: string | undefined;
  acceptLanguage?: string | undefined;
}): Locale {
  if (typeof sources.uiLocales === 'string') {
    const found = sources.uiLocales.split(' ').map(primary).find(isLocale);
    if (found) return found;
  }
  const remembered = readCookie(sources.cookieHeader, languageCookie);
  if (remembered && isLocale(remembered)) return remembered;

  const accepted = (sources.acceptLanguage ?? '')
    .split(',')
    .map((entry) => {
      const [tag = '', ...params] = entry.split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: primary(tag), weight: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .map((entry) => entry.language)
    .find(isLocale);
  return accepted ?? 'da';
}

export function languageCookieHeader(locale: Locale, secure: boolean): string {
  return `${languageCookie}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}
