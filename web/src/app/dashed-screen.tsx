import { useRouteLoaderData } from 'react-router';
import { MembershipReceipt } from '#src/features/memberships/routes/membership-receipt.tsx';
import { OrganizationDetails } from '#src/features/organizations/routes/organization-details.tsx';
import type { DashedPath } from './dashed-paths.ts';

/** The screen a dashed path names; this module is itself loaded on demand with both screens. */
export function Component() {
  const match = useRouteLoaderData<Extract<DashedPath, { kind: 'screen' }>>('dashed');
  if (!match) return null;
  return match.screen === 'organization-details' ? (
    <OrganizationDetails organizationId={match.id} />
  ) : (
    <MembershipReceipt membershipId={match.id} />
  );
}
