import { participantSchema } from '@portal/contracts/family';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#src/lib/api-client.ts';

/** One's children and linked family members; only approved ones may get a membership. */
export function getParticipants(signal?: AbortSignal) {
  return api.get('/member/api/v1/member/participants', {
    parse: (data: unknown) => z.array(participantSchema).parse(data),
    signal,
  });
}

export const participantsQueryOptions = () =>
  queryOptions({
    queryKey: ['membership-participants'],
    queryFn: ({ signal }) => getParticipants(signal),
  });

export function useParticipants() {
  return useQuery(participantsQueryOptions());
}
