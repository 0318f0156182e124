import { attendeeListSchema, staffEventListSchema } from '@portal/contracts/event-administration';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

const base = (orgKey: string) =>
  `/event/api/v1/admin/organisations/${encodeURIComponent(orgKey)}/events`;

export function useStaffEvents(orgKey: string) {
  return useQuery({
    queryKey: ['administration', 'events', orgKey],
    queryFn: ({ signal }) =>
      api.get(base(orgKey), { signal, parse: (data: unknown) => staffEventListSchema.parse(data) }),
  });
}

export function useAttendees(orgKey: string, eventId: string, search: string) {
  return useQuery({
    queryKey: ['administration', 'attendees', orgKey, eventId, search],
    queryFn: ({ signal }) =>
      api.get(`${base(orgKey)}/${eventId}/attendees`, {
        query: search ? { search } : {},
        signal,
        parse: (data: unknown) => attendeeListSchema.parse(data),
      }),
    placeholderData: keepPreviousData,
  });
}

export const attendeesCsvUrl = (orgKey: string, eventId: string, language: string) =>
  `${base(orgKey)}/${eventId}/attendees/csv?language=${language}`;
