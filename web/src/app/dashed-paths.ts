import type { RouteTitle } from '#src/lib/i18n/route-titles.ts';

/**
 * Paths of SPEC.md section 2 with an id inside a segment (`/organizations-{id}-details`). The router
 * only matches whole segments, so one `:slug` route hands them to this matcher.
 */
export type DashedPath =
  | { kind: 'screen'; screen: 'organization-details' | 'membership-receipt'; id: string }
  | { kind: 'redirect'; to: string };

const idPart = '([A-Za-z0-9_.~%-]+?)';

export function matchDashedPath(slug: string | undefined): DashedPath | null {
  if (!slug) return null;
  let match = new RegExp(`^organizations-${idPart}-details$`).exec(slug);
  if (match?.[1]) return { kind: 'screen', screen: 'organization-details', id: match[1] };
  match = new RegExp(`^membership-${idPart}-receipt$`).exec(slug);
  if (match?.[1]) return { kind: 'screen', screen: 'membership-receipt', id: match[1] };
  // The old event paths carry no organisation key. `ALL` is the key that stands for every
  // organisation (the API header uses it too), so the event screen resolves the event by its id.
  match = new RegExp(`^event-${idPart}-detail$`).exec(slug);
  if (match?.[1]) return { kind: 'redirect', to: `/ALL/events/${match[1]}` };
  match = new RegExp(`^event-${idPart}-register$`).exec(slug);
  if (match?.[1]) return { kind: 'redirect', to: `/ALL/events/${match[1]}/register` };
  return null;
}

export function dashedTitle(slug: string | undefined): RouteTitle {
  const match = matchDashedPath(slug);
  if (match?.kind !== 'screen') return 'Page-Not-Found';
  return match.screen === 'organization-details' ? 'Organization-Details' : 'Memberships-Receipt';
}
