import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

/** A route as it was registered: what tests walk to cover every route, present and future. */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

/** Keeps every route registered from now on in `app.routeTable`; call it before any route. */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // Fastify derives a HEAD route from every GET by itself.
      if (method !== 'HEAD') table.push({ method, url: route.url, schema: route.schema });
    }
  });
}
