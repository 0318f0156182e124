import { matchRoutes, type RouteObject } from 'react-router';
import { matchDashedPath } from './dashed-paths.ts';

/** The answers so far, per route table: each asking flattens and ranks every route again. */
const pagePaths = new WeakMap<RouteObject[], Map<string, boolean>>();

/**
 * Whether an address is a page of its own, so a breadcrumb may link to it. The catch-all is not,
 * and the one-segment `:slug` route only is when the slug has one of the dashed forms.
 */
export function isPagePath(routes: RouteObject[], path: string): boolean {
  let known = pagePaths.get(routes);
  if (!known) {
    known = new Map();
    pagePaths.set(routes, known);
  }
  let isPage = known.get(path);
  if (isPage === undefined) {
    isPage = matchesPage(routes, path);
    known.set(path, isPage);
  }
  return isPage;
}

function matchesPage(routes: RouteObject[], path: string): boolean {
  const matches = matchRoutes(routes, path) ?? [];
  const last = matches.at(-1);
  if (!last || last.route.path === '*') return false;
  const dashed = matches.find((match) => match.route.id === 'dashed');
  return !dashed || matchDashedPath(dashed.params.slug) !== null;
}
