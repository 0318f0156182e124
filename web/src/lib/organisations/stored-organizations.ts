import { type Organisation, organisationListSchema } from '@portal/contracts/organisation';
import { ORGANIZATIONS_STORAGE_KEY } from './organization-storage.ts';

/**
 * The stored list, or an empty one when nothing (or something not matching the shape) is there:
 * an earlier version of the app may have written it. Apart from the writing, which the dashboard
 * does, so that its first load brings no zod (issue 19).
 */
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
