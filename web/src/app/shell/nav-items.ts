import type { ComponentType } from 'react';
import { BuildingIcon, HomeIcon, IdCardIcon, MailIcon, SlidersIcon } from '#src/lib/icons.tsx';

export interface NavItem {
  key: 'home' | 'organization' | 'membership' | 'contactUs' | 'administration';
  to: string;
  icon: ComponentType<{ size?: number }>;
  /** Paths (app-relative) that highlight this entry. */
  matches: (pathname: string) => boolean;
  /** Shown only to those who administer an organisation. */
  isForAdministrators?: boolean;
}

const startsWith = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The menu of SPEC.md section 1; Logout is an action, not a link, and is added by the sidebar. */
export const navItems: readonly NavItem[] = [
  {
    key: 'home',
    to: '/',
    icon: HomeIcon,
    matches: (pathname) =>
      pathname === '/' ||
      pathname === '/index' ||
      startsWith(pathname, '/events') ||
      /^\/[^/]+\/events(?:\/|$)/.test(pathname) ||
      /^\/event-[^/]+-(?:detail|register)$/.test(pathname),
  },
  {
    key: 'organization',
    to: '/organizations',
    icon: BuildingIcon,
    matches: (pathname) =>
      startsWith(pathname, '/organizations') || pathname.startsWith('/organizations-'),
  },
  {
    key: 'membership',
    to: '/memberships',
    icon: IdCardIcon,
    matches: (pathname) =>
      startsWith(pathname, '/memberships') ||
      startsWith(pathname, '/membership') ||
      pathname.startsWith('/membership-'),
  },
  {
    key: 'contactUs',
    to: '/contact-us',
    icon: MailIcon,
    matches: (pathname) => pathname === '/contact-us',
  },
  {
    key: 'administration',
    to: '/admin/organisation',
    icon: SlidersIcon,
    matches: (pathname) => startsWith(pathname, '/admin'),
    isForAdministrators: true,
  },
];

/** At most one entry is active: the first whose paths match. */
export function activeNavKey(pathname: string): NavItem['key'] | undefined {
  return navItems.find((item) => item.matches(pathname))?.key;
}
