/**
 * A prerendered page carries inline only the rules its markup uses, and links the app's
 * stylesheets disabled, marked with this attribute (issue 19): its first paint does not wait for
 * them. The page's first script enables them once the page has painted and sets the attribute to
 * `loaded` or `failed` as each ends (`vite-plugins/prerender-scripts.ts`).
 */
export const laterStylesAttribute = 'data-later-styles';

/**
 * Settles once the page's later stylesheets have loaded, or failed to: the app draws nothing
 * before, as whatever it draws beyond the prerendered markup needs their rules. One the first
 * script has not enabled yet (the app came first) is enabled here. A stylesheet that failed
 * leaves the app drawn with the inline rules rather than not at all.
 */
export function laterStylesLoaded(): Promise<unknown> {
  const links = document.querySelectorAll<HTMLLinkElement>(`link[${laterStylesAttribute}]`);
  return Promise.all(
    [...links]
      .filter((link) => !/^(loaded|failed)$/.test(link.getAttribute(laterStylesAttribute) ?? ''))
      .map(
        (link) =>
          new Promise((resolve) => {
            link.onload = resolve;
            link.onerror = resolve;
            link.removeAttribute('disabled');
          }),
      ),
  );
}
