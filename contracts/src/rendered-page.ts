/**
 * A public page the server renders with its data (issue 19): where the build's template leaves
 * room for the markup and the data, and how the data travels to the app, which fills its query
 * cache from it before it hydrates the markup.
 */

export const pageMarkupMark = '<!--portal-page-markup-->';
export const pageDataMark = '<!--portal-page-data-->';
export const pageDataElementId = 'portal-page-data';

/**
 * A query's answer as the page carries it. Without its time: the server reads the data for every
 * page it sends (the markup may be kept), so it is as fresh as the page. The app asking again as
 * it takes over would draw the page again, and a form in it would lose what was typed.
 */
export interface PageQuery {
  queryKey: readonly unknown[];
  data: unknown;
}

/** What the page carries: its queries' answers, and names its breadcrumbs show for addresses. */
export interface PageData {
  queries: PageQuery[];
  crumbs: [string, string][];
}

/**
 * The data as a JSON block the browser never runs (so the page's CSP needs nothing for it). Its
 * text is the club's (names of organisations and membership types): `<` is written as an escape,
 * so no text can close the element, and the two line separators JSON allows and scripts once
 * did not.
 */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${pageDataElementId}">${json}</script>`;
}
