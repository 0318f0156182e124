/** The administration console's pages, in the order of its tabs. */
export const adminSections = [
  { key: 'organisation', path: '/admin/organisation' },
  { key: 'membershipTypes', path: '/admin/membership-types' },
  { key: 'members', path: '/admin/members' },
  { key: 'payments', path: '/admin/payments' },
  { key: 'report', path: '/admin/report' },
  { key: 'messages', path: '/admin/messages' },
  { key: 'events', path: '/admin/events' },
  { key: 'audit', path: '/admin/audit' },
] as const;

export type AdminSection = (typeof adminSections)[number]['key'];

/** The search parameter naming the organisation, so a page of the console can be linked to. */
export const organisationParam = 'org';

/** A console address that keeps the chosen organisation. */
export function adminPath(path: string, orgKey: string): string {
  return `${path}?${organisationParam}=${encodeURIComponent(orgKey)}`;
}
