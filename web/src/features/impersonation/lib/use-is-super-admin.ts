import { isSuperAdmin } from '@portal/contracts/roles';
import { useOwnGrants } from '#src/lib/auth/current-account.ts';

/** `org:ALL|role:SUPER_ADMIN` among the signed-in user's own grants (SPEC.md section 6). */
export function useIsSuperAdmin(): boolean {
  const grants = useOwnGrants();
  return grants ? isSuperAdmin(grants) : false;
}
