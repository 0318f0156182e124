/**
 * A public page the server renders with its data (issue 19): where the build's template leaves
 * room for the markup and the data, and how the data travels to the app, which fills its query
 * cache from it before it hydrates the markup.
 */

export const pageMarkupMark = '<!--portal-page-markup-->';
export const pageDataMark = '<!--portal-page-data-->';
export const pageDataElementId = 'portal-page-data';

/** A query's answer as the page carries it. */
export interface PageQuery {
  queryKey: readonly unknown[];
  data: unknown;
  /** When it was answered (ms since the epoch), so the app asks again once it is stale. */
  updatedAt: number;
}

/**
 * The data as a JSON block the browser never runs (so the page's CSP needs nothing for it). Its
 * text is the club's (names of organisations and membership types): `<` is written as an escape,
 * so no text can close the element, and the two line separators JSON allows and scripts once
 * did not.
 */
export function pageDataScript(queries: readonly PageQuery[]): string {
  const json = JSON.stringify(queries)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${pageDataElementId}">${json}</script>`;
}
