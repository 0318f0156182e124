import type { Organisation } from '@portal/contracts/organisation';

/** SPEC.md section 3: the organisation list is kept in local storage under this key. */
export const ORGANIZATIONS_STORAGE_KEY = 'organizations';

/** Keeps the list for other screens and later visits; storage refused (private mode) is harmless. */
export function saveOrganizations(organisations: readonly Organisation[], storage = localStorage) {
  try {
    storage.setItem(ORGANIZATIONS_STORAGE_KEY, JSON.stringify(organisations));
  } catch {
    // Nothing to do: the list is fetched again on the next visit.
  }
}
