import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '#src/lib/auth/require-auth.tsx';
import { RequireAuthOrKept } from '#src/lib/offline/require-auth-or-kept.tsx';
import { currentRouteOf } from './route-handle.ts';
import { isPagePath } from './route-lookup.ts';
import { routes } from './routes.tsx';

function resolve(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const uiMatches = matches.map((match) => ({
    id: match.route.id ?? '',
    pathname: match.pathname,
    params: match.params,
    data: undefined,
    loaderData: undefined,
    handle: match.route.handle as unknown,
  }));
  // The pages kept for offline use are guarded too: online by RequireAuth itself.
  const isGuarded = matches.some(
    (match) =>
      isValidElement(match.route.element) &&
      (match.route.element.type === RequireAuth || match.route.element.type === RequireAuthOrKept),
  );
  const isCatchAll = matches.some((match) => match.route.path === '*');
  return { ...currentRouteOf(uiMatches), isGuarded, isCatchAll };
}

// SPEC.md section 2, route by route: the title and whether the authentication check runs.
const table: [path: string, title: string, isGuarded: boolean][] = [
  ['/', 'Dashboard', true],
  ['/index', 'Dashboard', true],
  ['/events', 'Events', true],
  ['/ROWING/events', 'Events', true],
  ['/ROWING/events/e1', 'Event-Detail', true],
  ['/ROWING/events/e1/confirm', 'Registration-Success', true],
  ['/ROWING/events/e1/decline', 'Registration-Decline', true],
  ['/ROWING/events/e1/register', 'Event-Registration', false],
  ['/ROWING/waiting-list/w1', 'Waiting-List', false],
  ['/ROWING/events/e1/tickets', 'Event-Tickets', true],
  ['/ROWING/events/e1/tickets/t1', 'Ticket-Detail', true],
  ['/tickets', 'My-Tickets', true],
  ['/membership-card', 'Membership-Card', true],
  ['/my-calender', 'My-Calander', true],
  ['/organizations', 'Organizations', true],
  ['/organizations-o1-details', 'Organization-Details', true],
  ['/organizations-review', 'Organization-Review', false],
  ['/contact-us', 'Contact-Us', true],
  ['/memberships', 'Memberships', true],
  ['/membership-list', 'Memberships', false],
  ['/membership/new', 'New-Membership', true],
  ['/membership/confirm', 'Payment-Successful', true],
  ['/membership/decline', 'Payment-Failed', true],
  ['/membership/card/confirm', 'Payment-Card', true],
  ['/membership/card/decline', 'Payment-Card', true],
  ['/membership/m1/history', 'Memberships-History', true],
  ['/membership/m1/receipt', 'Memberships-Receipt', true],
  ['/membership-m1-receipt', 'Memberships-Receipt', true],
  ['/my-profile', 'My-Profile', true],
  ['/edit-profile', 'Edit-Profile', false],
  ['/participants-list', 'My-Participants', true],
  ['/add-edit-participant', 'Add-Edit-Participant', false],
  ['/page-login', 'Login', false],
  ['/page-register', 'Register', false],
  ['/page-forgot-password', 'Forgot-Password', false],
  ['/page-lock-screen', 'Lock-Screen', false],
  ['/signed-out', 'Signed-Out', false],
  ['/account-deleted', 'Account-Deleted', false],
  ['/privacy', 'Privacy', false],
  ['/login-success', 'Login-Success', false],
  ['/page-error-400', 'Internal-Server-Error', false],
  ['/page-error-403', 'Internal-Server-Error', false],
  ['/page-error-404', 'Page-Not-Found', false],
  ['/page-error-500', 'Internal-Server-Error', false],
  ['/page-error-503', 'Internal-Server-Error', false],
];

describe('route table', () => {
  it.each(table)('%s is titled %s (guarded: %s)', (path, title, isGuarded) => {
    const route = resolve(path);
    expect(route.title).toBe(title);
    expect(route.isGuarded).toBe(isGuarded);
    expect(route.isCatchAll).toBe(false);
  });

  it('gives every route a name for notification bars', () => {
    for (const [path] of table) expect(resolve(path).name).toBeTruthy();
  });

  it('sends deeper unknown paths to the catch-all', () => {
    expect(resolve('/nope/at/all').isCatchAll).toBe(true);
    expect(resolve('/ROWING/events/e1/unknown').isCatchAll).toBe(true);
  });

  it('knows which addresses are pages, for the breadcrumbs', () => {
    expect(isPagePath(routes, '/ROWING/events')).toBe(true);
    expect(isPagePath(routes, '/membership-7-receipt')).toBe(true);
    expect(isPagePath(routes, '/ROWING')).toBe(false);
    expect(isPagePath(routes, '/membership')).toBe(false);
    expect(isPagePath(routes, '/membership/7')).toBe(false);
  });
});
