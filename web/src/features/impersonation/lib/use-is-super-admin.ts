import { isSuperAdmin } from '@portal/contracts/roles';
import { useAuth } from 'react-oidc-context';
import { grantsOf } from '#src/lib/auth/roles.ts';

/** `org:ALL|role:SUPER_ADMIN` on the signed-in user's own token (SPEC.md section 6). */
export function useIsSuperAdmin(): boolean {
  const user = useAuth().user;
  return user ? isSuperAdmin(grantsOf(user.access_token, user.profile)) : false;
}
