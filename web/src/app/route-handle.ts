import type { Role } from '@portal/contracts/roles';
import type { Params, UIMatch } from 'react-router';
import { useMatches } from 'react-router';
import type { RouteTitle } from '#src/lib/i18n/route-titles.ts';

/** Route meta (SPEC.md section 2): the title, the name bars target, and the roles the guard allows. */
export interface RouteHandle {
  title: RouteTitle | ((params: Params) => RouteTitle);
  /** The route name notification bars list in `target` and `exclude`. */
  name: string | ((params: Params) => string);
  roles?: readonly Role[];
}

export interface CurrentRoute {
  title: RouteTitle | undefined;
  name: string | undefined;
  roles: readonly Role[] | undefined;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle && 'name' in handle;
}

/** The deepest matched route's meta decides, as nested routes refine their parents. */
export function currentRouteOf(matches: readonly UIMatch[]): CurrentRoute {
  for (const match of [...matches].reverse()) {
    if (isRouteHandle(match.handle)) {
      const { title, name, roles } = match.handle;
      return {
        title: typeof title === 'function' ? title(match.params) : title,
        name: typeof name === 'function' ? name(match.params) : name,
        roles,
      };
    }
  }
  return { title: undefined, name: undefined, roles: undefined };
}

export function useCurrentRoute(): CurrentRoute {
  return currentRouteOf(useMatches());
}
