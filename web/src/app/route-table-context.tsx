import { createContext, type ReactNode, useContext } from 'react';
import type { RouteObject } from 'react-router';

/** The route table, for components that ask whether an address is a page (the breadcrumbs). */
const RouteTableContext = createContext<RouteObject[]>([]);

export function RouteTableProvider({
  routes,
  children,
}: {
  routes: RouteObject[];
  children: ReactNode;
}) {
  return <RouteTableContext value={routes}>{children}</RouteTableContext>;
}

export function useRouteTable(): RouteObject[] {
  return useContext(RouteTableContext);
}
