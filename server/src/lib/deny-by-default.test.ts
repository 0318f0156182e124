import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#src/test/app.ts';
import { isApiRoute, publicRoutes } from './public-routes.ts';

/**
 * Deny by default: whatever route is added under an API prefix, it needs a verified token unless
 * the one public list names it. The routes come from the app's own table, so a route added
 * tomorrow is covered without touching this file.
 */
let subject: TestApp;

beforeAll(async () => {
  subject = await createTestApp({
    // With /metrics, which lives outside the API and guards itself with its own token.
    env: { METRICS_TOKEN: 'a-metrics-token-of-at-least-32-characters' },
    extend: async (app) => {
      // A route written as if nobody had told its author about tokens.
      app.post('/member/api/v1/forgotten-check', async () => ({ leaked: true }));
    },
  });
});
afterAll(async () => subject.close());

/** Path parameters filled with something each route's own checks would accept as a shape. */
const concrete = (url: string) =>
  url.replace(/:[A-Za-z]+/g, '0b7c1a52-8f7e-4a7e-9c33-2f2d5a0c1e11').replace(/\*$/, 'x');

const protectedRoutes = () =>
  subject.app.routeTable.filter(
    (route) => isApiRoute(route.url) && !publicRoutes.has(`${route.method} ${route.url}`),
  );

describe('deny by default', () => {
  it('answers 401 to every API call without a token, before looking at its input', async () => {
    const routes = protectedRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const answers = await Promise.all(
      routes.map(async (route) => {
        const response = await subject.app.inject({
          method: route.method,
          url: concrete(route.url),
          // Input that fails every schema: an anonymous caller must not learn the rules.
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : { x: 1 },
        });
        return {
          route: `${route.method} ${route.url}`,
          status: response.statusCode,
          challenge: response.headers['www-authenticate'],
        };
      }),
    );
    for (const answer of answers) {
      expect(answer, answer.route).toEqual({
        route: answer.route,
        status: 401,
        challenge: 'Bearer realm="member-portal"',
      });
    }
  });

  it('answers 401 to every API call with a token that is not a valid one', async () => {
    for (const route of protectedRoutes()) {
      const response = await subject.app.inject({
        method: route.method,
        url: concrete(route.url),
        headers: { authorization: 'Bearer not.a.token' },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('covers a route whose author asked for nothing', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/member/api/v1/forgotten-check',
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('leaked');
  });

  it('knows every area of the app: a new top-level path is either API or named here', () => {
    const otherAreas =
      /^\/(idp|docs|ui|sandbox-pay|dev\/mailbox|healthz|readyz|metrics|favicon\.ico)?(\/|$)/;
    const unknown = subject.app.routeTable.filter(
      (route) => !isApiRoute(route.url) && !otherAreas.test(route.url),
    );
    expect(unknown.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('lets HEAD through where the public list names the GET', async () => {
    for (const url of ['/tools/api/config/public', '/org/api/v1/public/membership-list']) {
      const response = await subject.app.inject({ method: 'HEAD', url });
      expect(response.statusCode, url).toBe(200);
    }
    const privateHead = await subject.app.inject({ method: 'HEAD', url: '/tools/api/auth/me' });
    expect(privateHead.statusCode).toBe(401);
  });

  it('names only routes that exist in its public list', () => {
    const registered = new Set(
      subject.app.routeTable.map((route) => `${route.method} ${route.url}`),
    );
    expect([...publicRoutes].filter((route) => !registered.has(route))).toEqual([]);
  });

  it('lists the protected calls as needing the bearer token in /docs', async () => {
    const response = await subject.app.inject({ url: '/docs/json' });
    const paths = response.json<{
      paths: Record<string, Record<string, { security?: unknown }>>;
    }>().paths;
    const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');
    for (const route of protectedRoutes()) {
      const operation = paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) continue; // hidden from /docs
      expect(operation.security, `${route.method} ${route.url}`).toEqual([{ bearer: [] }]);
    }
    const publicEvent = paths['/event/api/v1/public/eve/{id}']?.get;
    expect(publicEvent?.security).toBeUndefined();
  });
});
