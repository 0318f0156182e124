import type { PublicEvent } from '@portal/contracts/event';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

/** GET public/eve/{id}: an event that invites guests, readable without signing in. */
export async function getPublicEvent(id: string, signal?: AbortSignal): Promise<PublicEvent> {
  // The shared schema, and zod with it, loads beside the request rather than before the page
  // (issue 19: guest registration's first load).
  const [{ publicEventSchema }, data] = await Promise.all([
    import('@portal/contracts/event'),
    api.get(`/event/api/v1/public/eve/${encodeURIComponent(id)}`, { signal }),
  ]);
  return publicEventSchema.parse(data);
}

export const publicEventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['public-event', id],
    queryFn: ({ signal }) => getPublicEvent(id, signal),
  });

export function usePublicEvent(id: string) {
  return useQuery(publicEventQueryOptions(id));
}
