import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { actAsMemberHeader } from '@portal/contracts/act-as-header';
import { seedDemoData } from '#src/db/seed.ts';
import { isApiRoute, isPublicRoute } from '#src/lib/public-routes.ts';
import type { RouteEntry } from '#src/lib/route-table.ts';
import { createTestApp, type TestApp } from './app.ts';
import {
  acceptedBy,
  fieldPaths,
  hostileBodies,
  hostileJson,
  hostileText,
  type JsonSchema,
  plausible,
  setAt,
} from './fuzz-values.ts';
import { signIn } from './sign-in.ts';

/** A value the route's schema (zod) accepts, as far as one can be found. */
function validFor(schema: unknown, asText = false): Record<string, unknown> {
  if (!(schema instanceof z.ZodType)) return {};
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const start = plausible(json);
  const textual =
    asText && typeof start === 'object' && start !== null
      ? Object.fromEntries(Object.entries(start).map(([key, value]) => [key, String(value)]))
      : start;
  const value = acceptedBy(schema, textual);
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

const asText = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));

interface Attempt {
  url: string;
  query: Record<string, string>;
  body: string | undefined;
  contentType: string;
}

/** The requests for one route: a plausible one, then one field at a time made hostile. */
function attemptsFor(route: RouteEntry): Attempt[] {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const paramValues = asText(validFor(route.schema?.params, true));
  const baseQuery = asText(validFor(route.schema?.querystring, true));
  const baseBody = validFor(route.schema?.body);
  const urlWith = (values: Record<string, string>) =>
    route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
  const json = (value: unknown) => ({
    body: JSON.stringify(value),
    contentType: 'application/json',
  });
  const plain = { url: urlWith(paramValues), query: baseQuery };
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';

  const attempts: Attempt[] = [{ ...plain, ...json(baseBody) }];
  for (const name of names) {
    for (const value of hostileText) {
      attempts.push({
        ...plain,
        url: urlWith({ ...paramValues, [name]: value }),
        ...json(baseBody),
      });
    }
  }
  for (const key of [...Object.keys(baseQuery), 'unexpected']) {
    for (const value of hostileText) {
      attempts.push({ ...plain, query: { ...baseQuery, [key]: value }, ...json(baseBody) });
    }
  }
  if (hasBody) {
    for (const path of [...fieldPaths(baseBody), ['unexpected']]) {
      for (const value of hostileJson) {
        attempts.push({ ...plain, ...json(setAt(baseBody, path, value)) });
      }
    }
    for (const raw of hostileBodies)
      attempts.push({ ...plain, body: raw, contentType: 'application/json' });
    const form = new URLSearchParams(
      Object.entries(baseBody).map(([key, value]): [string, string] => [
        key,
        `${String(value)}\u0000`,
      ]),
    );
    attempts.push({
      ...plain,
      body: form.toString(),
      contentType: 'application/x-www-form-urlencoded',
    });
  }
  return attempts;
}

/**
 * Every route, with every path parameter, query field and body field in turn given hostile
 * values, as nobody, as a member and as a super administrator acting as that member: no answer
 * may be a 5xx. The routes and their fields come from the app's own route table and schemas, so a
 * new route is covered the day it is added. The routes are fuzzed in parts, one test file each, so
 * that the parts run side by side.
 */
export function fuzzRoutes(
  part: string,
  isInPart: (url: string) => boolean,
  minimumRoutes: number,
) {
  let subject: TestApp;
  let callers: { name: string; headers: Record<string, string> }[];

  beforeAll(async () => {
    subject = await createTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' } });
    await seedDemoData(subject.database.db);
    const member = await signIn(subject.app, 'member@demo.test');
    const superAdmin = await signIn(subject.app, 'super@demo.test');
    const { rows } = await subject.database.sql.query('select id from members where email = $1', [
      'member@demo.test',
    ]);
    callers = [
      { name: 'nobody', headers: {} },
      { name: 'member', headers: { authorization: `Bearer ${member.accessToken}` } },
      {
        name: 'super administrator acting as the member',
        headers: {
          authorization: `Bearer ${superAdmin.accessToken}`,
          [actAsMemberHeader]: String(rows[0]?.id),
        },
      },
    ];
  });
  afterAll(async () => subject.close());

  describe(`${part} under hostile input`, () => {
    it('answers no request with a 5xx', async () => {
      // The provider's own endpoints are handed over whole (`/idp/*`): they have no schema to vary.
      const routes = subject.app.routeTable.filter(
        (route) => !route.url.includes('*') && isInPart(route.url),
      );
      expect(routes.length).toBeGreaterThanOrEqual(minimumRoutes);
      const failures: string[] = [];
      let sent = 0;
      for (const route of routes) {
        // An API call that needs a token answers 401 before it reads anything (deny-by-default
        // proves that for every route): hostile input is only worth sending to it with a token.
        const signedOutReadsInput =
          !isApiRoute(route.url) || isPublicRoute(route.method, route.url);
        const routeCallers = callers.filter(
          (caller) => caller.name !== 'nobody' || signedOutReadsInput,
        );
        for (const attempt of attemptsFor(route)) {
          for (const caller of routeCallers) {
            const options: InjectOptions = {
              method: route.method,
              url: attempt.url,
              query: attempt.query,
              headers: { ...caller.headers, 'content-type': attempt.contentType },
              ...(attempt.body !== undefined && route.method !== 'GET'
                ? { payload: attempt.body }
                : {}),
            };
            const response = await subject.app.inject(options);
            sent += 1;
            if (response.statusCode >= 500) {
              failures.push(
                `${response.statusCode} ${route.method} ${attempt.url.slice(0, 120)} ` +
                  `query=${JSON.stringify(attempt.query).slice(0, 120)} ` +
                  `body=${(attempt.body ?? '').slice(0, 120)} as ${caller.name}: ` +
                  response.body.slice(0, 200),
              );
            }
          }
        }
      }
      expect(failures.slice(0, 20), `${failures.length} of ${sent} requests failed`).toEqual([]);
      // Every route gets at least the query's unexpected field with each hostile text.
      expect(sent).toBeGreaterThan(routes.length * hostileText.length);
    }, 180_000);
  });
}
