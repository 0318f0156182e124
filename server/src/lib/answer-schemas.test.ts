import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#src/test/app.ts';
import { isApiRoute } from './public-routes.ts';

/**
 * The web app types each answer with its contract and does not parse it again (issue 19,
 * docs/decisions.md): it may, because every answer in JSON is checked against the contract's schema
 * on its way out. So every API route declares the schema of its answer, but for these, which answer
 * no JSON. The routes come from the app's own table: a route added tomorrow is covered.
 */
const answersWithoutJson = {
  files: [
    'GET /event/api/v1/eve-entry/:id/receipt.pdf',
    'GET /event/api/v1/calendar.ics',
    'GET /event/api/v1/calendar/:token',
    'GET /org/api/v1/admin/organisations/:orgKey/report/csv',
    'GET /member/api/v1/refunds/:refundId/credit-note.pdf',
    'GET /org/api/v1/admin/organisations/:orgKey/members/export',
    'GET /event/api/v1/admin/organisations/:orgKey/events/:eventId/attendees/csv',
    'GET /member/api/v1/membership/history/:historyId/receipt.pdf',
    'GET /member/api/v1/member/profile-image',
    'GET /org/api/v1/public/organisations/:orgKey/logo',
    // The archive of one's personal data, saved as a file rather than read by the app.
    'GET /member/api/v1/member/personal-data',
  ],
  stream: ['GET /member/api/v1/member/notification/stream'],
  nothing: [
    'POST /tools/api/auth/email-verification',
    'DELETE /event/api/v1/eve/:id/waiting-list',
    'DELETE /event/api/v1/public/waiting-list/:token',
    'DELETE /org/api/v1/admin/organisations/:orgKey/membership-types/:typeId',
    'DELETE /member/api/v1/member/profile-image',
    'DELETE /member/api/v1/member/participant/:id',
    'DELETE /member/api/v1/family/invitation/:id',
    'DELETE /member/api/v1/member/notification/item/:id',
  ],
};

let subject: TestApp;

beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(async () => subject.close());

describe('answer schemas', () => {
  it('are declared by every API route that answers JSON', () => {
    const withoutSchema = subject.app.routeTable
      .filter((route) => isApiRoute(route.url))
      // A schema for a success: one for an error alone would leave the answer unchecked.
      .filter(
        (route) => !Object.keys(route.schema?.response ?? {}).some((code) => code.startsWith('2')),
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(withoutSchema.sort()).toEqual(Object.values(answersWithoutJson).flat().sort());
  });
});
