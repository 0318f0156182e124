import { calendarSubscriptionSchema, eventEntryListSchema } from '@portal/contracts/event-entry';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#src/lib/api-client.ts';

/** The booked events: the entries of My Tickets, each with its event. */
export const bookedEventsQuery = () =>
  queryOptions({
    queryKey: ['calendar', 'booked'],
    queryFn: ({ signal }) =>
      api.get('/event/api/v1/tickets', {
        parse: (data: unknown) => eventEntryListSchema.parse(data),
        signal,
      }),
  });

export function useBookedEvents() {
  return useQuery(bookedEventsQuery());
}

const subscriptionKey = ['calendar', 'subscription'];

export function useCalendarSubscription() {
  return useQuery({
    queryKey: subscriptionKey,
    queryFn: ({ signal }) =>
      api.get('/event/api/v1/calendar/subscription', {
        parse: (data: unknown) => calendarSubscriptionSchema.parse(data),
        signal,
      }),
  });
}

export function useRenewCalendarSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post('/event/api/v1/calendar/subscription/renew', {
        parse: (data: unknown) => calendarSubscriptionSchema.parse(data),
      }),
    onSuccess: (subscription) => queryClient.setQueryData(subscriptionKey, subscription),
  });
}

/** The iCalendar file, fetched with the member's token and handed to the browser as a download. */
export async function downloadCalendar(): Promise<void> {
  const ics = await api.get('/event/api/v1/calendar.ics', {
    parse: (data: unknown) => z.string().parse(data),
  });
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'my-events.ics';
  link.click();
  URL.revokeObjectURL(url);
}
