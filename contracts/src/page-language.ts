/**
 * Which language a page is shown in, decided the same way by the web app (from the member's
 * stored choice and the browser's languages) and by the server that sends the page's prerendered
 * HTML (from a cookie mirroring that choice and Accept-Language). No zod here: the web app's first
 * load imports it.
 */
export type PageLanguage = 'da' | 'en';

/** The cookie the web app keeps equal to the member's language choice, for the server to read. */
export const languageCookie = 'portal.language';

const isPageLanguage = (value: unknown): value is PageLanguage => value === 'da' || value === 'en';

/**
 * The stored choice wins; then the first Danish or English preference (Norwegian reads Danish);
 * Danish otherwise, since the clubs are Danish.
 */
export function detectPageLanguage(
  stored: string | null | undefined,
  preferred: readonly string[],
): PageLanguage {
  if (isPageLanguage(stored)) return stored;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'nb' || base === 'nn' || base === 'no') return 'da';
    if (isPageLanguage(base)) return base;
  }
  return 'da';
}

/** An Accept-Language header's tags, most preferred first. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The value of one cookie in a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const pair of header?.split(';') ?? []) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    }
  }
  return null;
}
