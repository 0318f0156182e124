import type { PrivacyContact } from '@portal/contracts/personal-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

/** Each organisation and its contact person; open to visitors (/privacy). */
export function getPrivacyContacts(signal?: AbortSignal) {
  return api.get<PrivacyContact[]>('/org/api/v1/public/privacy/contacts', { signal });
}

export const privacyContactsQueryOptions = () =>
  queryOptions({
    queryKey: ['privacy-contacts'],
    queryFn: ({ signal }) => getPrivacyContacts(signal),
  });

export function usePrivacyContacts() {
  return useQuery(privacyContactsQueryOptions());
}
