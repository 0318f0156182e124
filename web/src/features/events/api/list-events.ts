import type { Event } from '@portal/contracts/event';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

export const eventsKey = ['events'] as const;

/** GET eve/list: the events one may see, upcoming first; of every organisation or of one. */
export async function listEvents(orgId: string | null, signal?: AbortSignal): Promise<Event[]> {
  return api.get<Event[]>('/event/api/v1/eve/list', {
    query: { orgId },
    signal,
  });
}

export const eventsQueryOptions = (orgId: string | null) =>
  queryOptions({
    queryKey: [...eventsKey, 'list', orgId ?? 'all'],
    queryFn: ({ signal }) => listEvents(orgId, signal),
  });

export function useEvents(orgId: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({ ...eventsQueryOptions(orgId), enabled: options.enabled ?? true });
}
