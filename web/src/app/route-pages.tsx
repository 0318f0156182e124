import type { RouteObject } from 'react-router';
import { importWithReload, type PageModule } from './build/chunk-reload.ts';
import type { RouteHandle } from './route-handle.ts';

/** Every page is its own chunk, loaded on demand (SPEC.md section 2). */
function page(
  path: string,
  handle: RouteHandle,
  load: () => Promise<PageModule>,
  options?: { drawsWithLibraries: boolean },
): RouteObject {
  const lazy = () => importWithReload(load, options);
  return path === '' ? { index: true, handle, lazy } : { path, handle, lazy };
}

// The dashboard's first view is drawn without Mantine and TanStack Query (issue 19): the app takes
// it over without waiting for them, and its event list brings them when the browser is idle.
const dashboardPage = (path: string) =>
  page(
    path,
    { title: 'Dashboard', name: 'dashboard' },
    () => import('#src/features/dashboard/routes/dashboard.tsx'),
    { drawsWithLibraries: false },
  );

/** Routes marked (auth) in SPEC.md section 2: behind the one guard. */
export const protectedPages: RouteObject[] = [
  dashboardPage(''),
  dashboardPage('index'),
  page(
    'events',
    { title: 'Events', name: 'events' },
    () => import('#src/features/events/routes/events.tsx'),
  ),
  page(
    ':orgKey/events',
    { title: 'Events', name: 'organization-events' },
    () => import('#src/features/events/routes/organization-events.tsx'),
  ),
  page(
    ':orgKey/events/:id',
    { title: 'Event-Detail', name: 'event-detail' },
    () => import('#src/features/events/routes/event-detail.tsx'),
  ),
  page(
    ':orgKey/events/:id/confirm',
    { title: 'Registration-Success', name: 'event-confirm' },
    () => import('#src/features/events/routes/event-confirm.tsx'),
  ),
  page(
    ':orgKey/events/:id/decline',
    { title: 'Registration-Decline', name: 'event-decline' },
    () => import('#src/features/events/routes/event-decline.tsx'),
  ),
  page(
    ':orgKey/events/:id/tickets',
    { title: 'Event-Tickets', name: 'event-tickets' },
    () => import('#src/features/events/routes/event-tickets.tsx'),
  ),
  page(
    'my-calender',
    { title: 'My-Calander', name: 'my-calender' },
    () => import('#src/features/calendar/routes/my-calendar.tsx'),
  ),
  page(
    'organizations',
    { title: 'Organizations', name: 'organizations' },
    () => import('#src/features/organizations/routes/organizations.tsx'),
  ),
  page(
    'admin/organisation',
    { title: 'Organisation-Settings', name: 'admin-organisation' },
    () => import('#src/features/administration/routes/organisation-settings.tsx'),
  ),
  page(
    'admin/membership-types',
    { title: 'Membership-Types', name: 'admin-membership-types' },
    () => import('#src/features/administration/routes/membership-types.tsx'),
  ),
  page(
    'admin/members',
    { title: 'Members', name: 'admin-members' },
    () => import('#src/features/administration/routes/members.tsx'),
  ),
  page(
    'admin/members/:memberId',
    { title: 'Member-Detail', name: 'admin-member-detail' },
    () => import('#src/features/administration/routes/member-detail.tsx'),
  ),
  page(
    'admin/payments',
    { title: 'Payments', name: 'admin-payments' },
    () => import('#src/features/administration/routes/payments.tsx'),
  ),
  page(
    'admin/report',
    { title: 'Treasurer-Report', name: 'admin-report' },
    () => import('#src/features/administration/routes/treasurer-report.tsx'),
  ),
  page(
    'admin/messages',
    { title: 'Messages', name: 'admin-messages' },
    () => import('#src/features/administration/routes/messages.tsx'),
  ),
  page(
    'admin/events',
    { title: 'Events', name: 'admin-events' },
    () => import('#src/features/administration/routes/staff-events.tsx'),
  ),
  page(
    'admin/events/new',
    { title: 'New-Event', name: 'admin-event-new' },
    () => import('#src/features/administration/routes/event-editor.tsx'),
  ),
  page(
    'admin/events/:eventId',
    { title: 'Attendees', name: 'admin-event-attendees' },
    () => import('#src/features/administration/routes/event-attendees.tsx'),
  ),
  page(
    'admin/events/:eventId/edit',
    { title: 'Edit-Event', name: 'admin-event-edit' },
    () => import('#src/features/administration/routes/event-editor.tsx'),
  ),
  page(
    'admin/events/:eventId/check-in',
    { title: 'Check-In', name: 'admin-event-check-in' },
    () => import('#src/features/administration/routes/check-in.tsx'),
  ),
  page(
    'admin/audit',
    { title: 'Change-Log', name: 'admin-audit' },
    () => import('#src/features/administration/routes/change-log.tsx'),
  ),
  page(
    'audit-log',
    { title: 'Audit-Log', name: 'audit-log' },
    () => import('#src/features/impersonation/routes/audit-log.tsx'),
  ),
  page(
    'contact-us',
    { title: 'Contact-Us', name: 'contact-us' },
    () => import('#src/features/contact-us/routes/contact-us.tsx'),
  ),
  page(
    'contact-us/:threadId',
    { title: 'Message', name: 'contact-us-thread' },
    () => import('#src/features/contact-us/routes/contact-thread.tsx'),
  ),
  page(
    'memberships',
    { title: 'Memberships', name: 'memberships' },
    () => import('#src/features/memberships/routes/memberships.tsx'),
  ),
  page(
    'membership/new',
    { title: 'New-Membership', name: 'membership-new' },
    () => import('#src/features/memberships/routes/new-membership.tsx'),
  ),
  page(
    'membership/confirm',
    { title: 'Payment-Successful', name: 'membership-confirm' },
    () => import('#src/features/memberships/routes/payment-successful.tsx'),
  ),
  page(
    'membership/decline',
    { title: 'Payment-Failed', name: 'membership-decline' },
    () => import('#src/features/memberships/routes/payment-failed.tsx'),
  ),
  page(
    'membership/card/confirm',
    { title: 'Payment-Card', name: 'membership-card-confirm' },
    () => import('#src/features/memberships/routes/card-confirm.tsx'),
  ),
  page(
    'membership/card/decline',
    { title: 'Payment-Card', name: 'membership-card-decline' },
    () => import('#src/features/memberships/routes/card-decline.tsx'),
  ),
  page(
    'membership/:id/history',
    { title: 'Memberships-History', name: 'membership-history' },
    () => import('#src/features/memberships/routes/membership-history.tsx'),
  ),
  page(
    'membership/:id/receipt',
    { title: 'Memberships-Receipt', name: 'membership-receipt' },
    () => import('#src/features/memberships/routes/membership-receipt.tsx'),
  ),
  page(
    'my-profile',
    { title: 'My-Profile', name: 'my-profile' },
    () => import('#src/features/profile/routes/my-profile.tsx'),
  ),
  page(
    'participants-list',
    { title: 'My-Participants', name: 'participants-list' },
    () => import('#src/features/participants/routes/participants-list.tsx'),
  ),
];

/**
 * Routes marked (auth) whose last answer stays on the device (issue 19): online behind the one
 * guard, offline shown from what is kept.
 */
export const keptPages: RouteObject[] = [
  page(
    'tickets',
    { title: 'My-Tickets', name: 'tickets' },
    () => import('#src/features/events/routes/my-tickets.tsx'),
  ),
  page(
    'membership-card',
    { title: 'Membership-Card', name: 'membership-card' },
    () => import('#src/features/memberships/routes/membership-card.tsx'),
  ),
  // A booking's own page, linked from My Tickets: offline, drawn from My Tickets' kept list.
  page(
    ':orgKey/events/:id/tickets/:eveEntryId',
    { title: 'Ticket-Detail', name: 'ticket-detail' },
    () => import('#src/features/events/routes/ticket-detail.tsx'),
  ),
];

/** Routes without the check (SPEC.md section 6), still in the member layout. */
export const openPages: RouteObject[] = [
  page(
    ':orgKey/events/:id/register',
    { title: 'Event-Registration', name: 'event-register' },
    () => import('#src/features/events/routes/event-register.tsx'),
  ),
  page(
    ':orgKey/waiting-list/:token',
    { title: 'Waiting-List', name: 'guest-waiting-list' },
    () => import('#src/features/events/routes/guest-waiting-place.tsx'),
  ),
  page(
    'organizations-review',
    { title: 'Organization-Review', name: 'organizations-review' },
    () => import('#src/features/organizations/routes/organization-review.tsx'),
  ),
  page(
    'membership-list',
    { title: 'Memberships', name: 'membership-list' },
    () => import('#src/features/memberships/routes/membership-list.tsx'),
  ),
  page(
    'edit-profile',
    { title: 'Edit-Profile', name: 'edit-profile' },
    () => import('#src/features/profile/routes/edit-profile.tsx'),
  ),
  page(
    'add-edit-participant',
    { title: 'Add-Edit-Participant', name: 'add-edit-participant' },
    () => import('#src/features/participants/routes/add-edit-participant.tsx'),
  ),
  page(
    'privacy',
    { title: 'Privacy', name: 'privacy' },
    () => import('#src/features/privacy/routes/privacy.tsx'),
  ),
];

/** Pages of the authentication layout. */
export const authPages: RouteObject[] = [
  page(
    'page-login',
    { title: 'Login', name: 'page-login' },
    () => import('#src/features/auth/routes/page-login.tsx'),
  ),
  page(
    'page-register',
    { title: 'Register', name: 'page-register' },
    () => import('#src/features/auth/routes/page-register.tsx'),
  ),
  page(
    'page-forgot-password',
    { title: 'Forgot-Password', name: 'page-forgot-password' },
    () => import('#src/features/auth/routes/page-forgot-password.tsx'),
  ),
  page(
    'page-lock-screen',
    { title: 'Lock-Screen', name: 'page-lock-screen' },
    () => import('#src/features/auth/routes/page-lock-screen.tsx'),
  ),
  page(
    'signed-out',
    { title: 'Signed-Out', name: 'signed-out' },
    () => import('#src/features/auth/routes/signed-out.tsx'),
  ),
  page(
    'account-deleted',
    { title: 'Account-Deleted', name: 'account-deleted' },
    () => import('#src/features/privacy/routes/account-deleted.tsx'),
  ),
  page(
    'login-success',
    { title: 'Login-Success', name: 'login-success' },
    () => import('#src/features/auth/routes/login-success.tsx'),
  ),
];

export const errorPages = ([400, 403, 404, 500, 503] as const).map((status) =>
  page(
    `page-error-${status}`,
    {
      title: status === 404 ? 'Page-Not-Found' : 'Internal-Server-Error',
      name: `page-error-${status}`,
    },
    () => import('./errors/error-status-route.tsx'),
  ),
);
