/** The router's basename, from Vite's `base` ('/ui/'), without the trailing slash. */
export const basename = import.meta.env.BASE_URL.replace(/\/$/, '');

/** The current address inside the app (without /ui), as the router and returnTo know it. */
export function currentAppPath(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
) {
  const path = location.pathname.startsWith(basename)
    ? location.pathname.slice(basename.length) || '/'
    : location.pathname;
  return `${path}${location.search}${location.hash}`;
}

/** An absolute URL of an app path, as the identity provider needs for redirects. */
export function absoluteAppUrl(path: string): string {
  return `${window.location.origin}${basename}${path}`;
}
