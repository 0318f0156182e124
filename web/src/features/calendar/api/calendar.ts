import type { CalendarSubscription, EventEntry } from '@portal/contracts/event-entry';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

/** The booked events: the entries of My Tickets, each with its event. */
export const bookedEventsQuery = () =>
  queryOptions({
    queryKey: ['calendar', 'booked'],
    queryFn: ({ signal }) => api.get<EventEntry[]>('/event/api/v1/tickets', { signal }),
  });

export function useBookedEvents() {
  return useQuery(bookedEventsQuery());
}

const subscriptionKey = ['calendar', 'subscription'];

export function useCalendarSubscription() {
  return useQuery({
    queryKey: subscriptionKey,
    queryFn: ({ signal }) =>
      api.get<CalendarSubscription>('/event/api/v1/calendar/subscription', { signal }),
  });
}

export function useRenewCalendarSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarSubscription>('/event/api/v1/calendar/subscription/renew'),
    onSuccess: (subscription) => queryClient.setQueryData(subscriptionKey, subscription),
  });
}

/** The iCalendar file, fetched with the member's token and handed to the browser as a download. */
export async function downloadCalendar(): Promise<void> {
  const ics = await api.get<string>('/event/api/v1/calendar.ics');
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'my-events.ics';
  link.click();
  URL.revokeObjectURL(url);
}
