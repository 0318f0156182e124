import {
  type JoinWaitingListInput,
  joinWaitingListInputSchema,
  type WaitingPlace,
} from '@portal/contracts/waiting-list';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { currentLanguage } from '#src/lib/i18n/i18n.ts';
import { eventsKey } from './list-events.ts';

/** POST eve/{id}/waiting-list: a place in line of a full event, for oneself and family members. */
export function joinWaitingList(eventId: string, input: JoinWaitingListInput) {
  return api.post<WaitingPlace>(`/event/api/v1/eve/${encodeURIComponent(eventId)}/waiting-list`, {
    // The mails about the place are written in the language of the page it was taken from.
    body: joinWaitingListInputSchema.parse({ language: currentLanguage(), ...input }),
  });
}

export function useJoinWaitingList(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JoinWaitingListInput) => joinWaitingList(eventId, input),
    // The event and the place in line, both under the events' key; also after a refusal, which
    // may come from a place the page did not know of yet.
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsKey }),
  });
}
