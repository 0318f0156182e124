import { privacyContactSchema } from '@portal/contracts/personal-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#src/lib/api-client.ts';

/** Each organisation and its contact person; open to visitors (/privacy). */
export function getPrivacyContacts(signal?: AbortSignal) {
  return api.get('/org/api/v1/public/privacy/contacts', {
    parse: (data: unknown) => z.array(privacyContactSchema).parse(data),
    signal,
  });
}

export const privacyContactsQueryOptions = () =>
  queryOptions({
    queryKey: ['privacy-contacts'],
    queryFn: ({ signal }) => getPrivacyContacts(signal),
  });

export function usePrivacyContacts() {
  return useQuery(privacyContactsQueryOptions());
}
