import {
  type AttendeeList,
  type BookableMember,
  type BookingCancellation,
  type CheckInList,
  type EventCancellation,
  type EventInput,
  eventInputSchema,
  type Scan,
  type ScanBatchResult,
  type StaffBookingInput,
  type StaffBookingResult,
  type StaffEvent,
  type StaffEventDetail,
} from '@portal/contracts/event-administration';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { staffWaitingListsKey } from './staff-waiting-list.ts';

const base = (orgKey: string) =>
  `/event/api/v1/admin/organisations/${encodeURIComponent(orgKey)}/events`;
const eventsKey = (orgKey: string) => ['administration', 'events', orgKey] as const;

export function useStaffEvents(orgKey: string) {
  return useQuery({
    queryKey: eventsKey(orgKey),
    queryFn: ({ signal }) => api.get<StaffEvent[]>(base(orgKey), { signal }),
  });
}

export function useStaffEvent(orgKey: string, eventId: string | null) {
  return useQuery({
    queryKey: [...eventsKey(orgKey), eventId],
    queryFn: ({ signal }) =>
      api.get<StaffEventDetail>(`${base(orgKey)}/${eventId ?? ''}`, { signal }),
    enabled: eventId !== null,
  });
}

/**
 * Everything the console shows of the organisation's events is read again after a change: freed
 * or added places also move the waiting list, whose first in line may now hold an offer.
 */
const useRefreshEvents = (orgKey: string) => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: eventsKey(orgKey) }),
      queryClient.invalidateQueries({ queryKey: ['administration', 'attendees', orgKey] }),
      queryClient.invalidateQueries({ queryKey: staffWaitingListsKey(orgKey) }),
    ]);
};

export function useSaveEvent(orgKey: string) {
  const refresh = useRefreshEvents(orgKey);
  return useMutation({
    mutationFn: ({
      id,
      input,
    }: {
      id: string | null;
      input: EventInput;
    }): Promise<StaffEventDetail> => {
      const options = {
        body: eventInputSchema.parse(input),
      };
      return id === null
        ? api.post<StaffEventDetail>(base(orgKey), options)
        : api.put<StaffEventDetail>(`${base(orgKey)}/${id}`, options);
    },
    onSuccess: refresh,
  });
}

export function useCancelEvent(orgKey: string) {
  const refresh = useRefreshEvents(orgKey);
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<EventCancellation>(`${base(orgKey)}/${id}/cancel`, {
        body: { reason },
      }),
    onSuccess: refresh,
  });
}

export function useAttendees(orgKey: string, eventId: string, search: string) {
  return useQuery({
    queryKey: ['administration', 'attendees', orgKey, eventId, search],
    queryFn: ({ signal }) =>
      api.get<AttendeeList>(`${base(orgKey)}/${eventId}/attendees`, {
        query: search ? { search } : {},
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const attendeesCsvUrl = (orgKey: string, eventId: string, language: string) =>
  `${base(orgKey)}/${eventId}/attendees/csv?language=${language}`;

export function useBookableMembers(orgKey: string, eventId: string, search: string) {
  return useQuery({
    queryKey: ['administration', 'bookable', orgKey, eventId, search],
    queryFn: ({ signal }) =>
      api.get<BookableMember[]>(`${base(orgKey)}/${eventId}/bookable-members`, {
        query: { search },
        signal,
      }),
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
  });
}

export function useAddBooking(orgKey: string, eventId: string) {
  const refresh = useRefreshEvents(orgKey);
  return useMutation({
    mutationFn: (input: StaffBookingInput) =>
      api.post<StaffBookingResult>(`${base(orgKey)}/${eventId}/bookings`, { body: input }),
    onSuccess: refresh,
  });
}

export function useCancelBooking(orgKey: string, eventId: string) {
  const refresh = useRefreshEvents(orgKey);
  return useMutation({
    mutationFn: (cancel: { entryId: string; reason: string; idempotencyKey: string }) =>
      api.post<BookingCancellation>(
        `${base(orgKey)}/${eventId}/bookings/${cancel.entryId}/cancel`,
        {
          body: { reason: cancel.reason, idempotencyKey: cancel.idempotencyKey },
        },
      ),
    onSuccess: refresh,
  });
}

/** The door's list of tickets, read when the check-in page opens and now and then after. */
export const fetchCheckInList = (orgKey: string, eventId: string) =>
  api.get<CheckInList>(`${base(orgKey)}/${eventId}/check-in`);

export const sendScans = (orgKey: string, eventId: string, scans: Scan[]) =>
  api.post<ScanBatchResult>(`${base(orgKey)}/${eventId}/check-ins`, {
    body: { scans },
  });
