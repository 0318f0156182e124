import { type Organisation, organisationListSchema } from '@portal/contracts/organisation';

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

/** The stored list, or an empty one when nothing (or something not matching the shape) is there. */
export function readOrganizations(storage = localStorage): Organisation[] {
  try {
    const text = storage.getItem(ORGANIZATIONS_STORAGE_KEY);
    if (!text) return [];
    const parsed = organisationListSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
