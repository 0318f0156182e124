import type { Participant } from '@portal/contracts/family';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

export const participantsKey = ['participants'] as const;

/** GET member/participants: one's children and the members one invited, each with its status. */
export async function listParticipants(signal?: AbortSignal): Promise<Participant[]> {
  return api.get<Participant[]>('/member/api/v1/member/participants', { signal });
}

export const participantsQueryOptions = () =>
  queryOptions({ queryKey: participantsKey, queryFn: ({ signal }) => listParticipants(signal) });

export function useParticipants() {
  return useQuery(participantsQueryOptions());
}
