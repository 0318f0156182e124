import { type PublicEvent, publicEventSchema } from '@portal/contracts/event';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

/** GET public/eve/{id}: an event that invites guests, readable without signing in. */
export async function getPublicEvent(id: string, signal?: AbortSignal): Promise<PublicEvent> {
  return api.get(`/event/api/v1/public/eve/${encodeURIComponent(id)}`, {
    signal,
    parse: (data: unknown) => publicEventSchema.parse(data),
  });
}

export function usePublicEvent(id: string) {
  return useQuery(
    queryOptions({
      queryKey: ['public-event', id],
      queryFn: ({ signal }) => getPublicEvent(id, signal),
    }),
  );
}
