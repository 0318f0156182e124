import type { QueryClient } from '@tanstack/react-query';
import { type ActingMember, setActingMember } from '#src/lib/auth/acting-member.ts';

/**
 * Switches the member every screen shows (null: the super administrator again). What was loaded
 * for the member shown until now is forgotten rather than fetched again: a refetch would go out
 * as the new member with the old member's email or ids. The shell mounts the page afresh for the
 * new member (keyed on the acting member), so everything is loaded for them.
 */
export function actAs(queryClient: QueryClient, member: ActingMember | null): void {
  // The super administrator's own account and roles are not in the query cache
  // (`current-account.ts`): they stay, the same whoever is shown.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'impersonation' });
  setActingMember(member);
}
