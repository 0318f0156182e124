/**
 * The title meta of every route (SPEC.md section 2). Shown with hyphens turned to spaces and
 * upper-cased; the English text is the meta itself, Danish translates it.
 */
export const routeTitles = [
  'Dashboard',
  'Events',
  'Event-Detail',
  'Registration-Success',
  'Registration-Decline',
  'Event-Registration',
  'Waiting-List',
  'Event-Tickets',
  'Ticket-Detail',
  'My-Tickets',
  'My-Calander',
  'Organizations',
  'Organization-Details',
  'Organization-Review',
  'Contact-Us',
  'Memberships',
  'New-Membership',
  'Payment-Successful',
  'Payment-Failed',
  'Memberships-History',
  'Memberships-Receipt',
  'Membership-Card',
  'Payment-Card',
  'My-Profile',
  'Edit-Profile',
  'My-Participants',
  'Add-Edit-Participant',
  'Audit-Log',
  'Organisation-Settings',
  'Membership-Types',
  'Members',
  'Member-Detail',
  'Payments',
  'Treasurer-Report',
  'New-Event',
  'Edit-Event',
  'Check-In',
  'Messages',
  'Change-Log',
  'Message',
  'Attendees',
  'Login',
  'Register',
  'Forgot-Password',
  'Lock-Screen',
  'Login-Success',
  'Signed-Out',
  'Account-Deleted',
  'Privacy',
  'Page-Not-Found',
  'Internal-Server-Error',
] as const;

export type RouteTitle = (typeof routeTitles)[number];

/** Hyphens to spaces, upper-cased in the language's own rules (SPEC.md section 2). */
export function formatTitle(meta: string, language?: string): string {
  return meta.replaceAll('-', ' ').replace(/\s+/g, ' ').trim().toLocaleUpperCase(language);
}
