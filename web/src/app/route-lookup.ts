import { matchRoutes, type RouteObject } from 'react-router';
import { matchDashedPath } from './dashed-paths.ts';

/**
 * Whether an address is a page of its own, so a breadcrumb may link to it. The catch-all is not,
 * and the one-segment `:slug` route only is when the slug has one of the dashed forms.
 */
export function isPagePath(routes: RouteObject[], path: string): boolean {
  const matches = matchRoutes(routes, path) ?? [];
  const last = matches.at(-1);
  if (!last || last.route.path === '*') return false;
  const dashed = matches.find((match) => match.route.id === 'dashed');
  return !dashed || matchDashedPath(dashed.params.slug) !== null;
}
