export interface Crumb {
  /** What to show; null for the home crumb, which the component translates. */
  text: string | null;
  to: string;
  /** False for the current page and for addresses that are no page of their own (`/membership`). */
  isLink: boolean;
  isCurrent: boolean;
  /** The path segment this crumb stands for; null for home. */
  segment: string | null;
}

/** Fixed path segments with a translated name; ids and organisation keys are shown as they are. */
const crumbKeys = [
  'admin',
  'card',
  'contact-us',
  'events',
  'members',
  'membership',
  'tickets',
  'waiting-list',
] as const;
export type CrumbKey = (typeof crumbKeys)[number];

export function isCrumbKey(segment: string | null): segment is CrumbKey {
  return (crumbKeys as readonly (string | null)[]).includes(segment);
}

const idLike = /^(?:\d+|[0-9a-f]{8}-[0-9a-f-]{27,}|[A-Za-z0-9_-]{20,})$/i;

/** A segment as people read it: hyphens to spaces, long ids shortened. */
export function segmentLabel(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // A malformed escape is shown as typed.
  }
  if (idLike.test(text) && text.length > 12) return `${text.slice(0, 8)}…`;
  const spaced = text.replaceAll('-', ' ');
  return spaced.charAt(0).toLocaleUpperCase() + spaced.slice(1);
}

/**
 * Breadcrumbs built from the path (SPEC.md section 2): Home, then one crumb per segment; the last
 * one is the current page and shows the page title. An address a page has named (an event's title
 * for its id) shows that name.
 */
export function breadcrumbsFromPath(
  pathname: string,
  currentTitle: string,
  isRoute: (path: string) => boolean,
  labelOf: (path: string) => string | undefined = () => undefined,
): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const home: Crumb = {
    segment: null,
    text: null,
    to: '/',
    isLink: segments.length > 0,
    isCurrent: segments.length === 0,
  };
  return [
    home,
    ...segments.map((segment, index) => {
      const to = `/${segments.slice(0, index + 1).join('/')}`;
      const isCurrent = index === segments.length - 1;
      return {
        text: isCurrent ? currentTitle : (labelOf(to) ?? segmentLabel(segment)),
        to,
        isLink: !isCurrent && isRoute(to),
        isCurrent,
        segment,
      };
    }),
  ];
}
