import {
  type MarkNotificationsReadInput,
  markNotificationsReadInputSchema,
  type MarkNotificationsReadResult,
} from '@portal/contracts/notification';
import { useMutation } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

/** PUT member/notification/read: one notification (by id) becomes read. */
export async function markNotificationsRead(input: MarkNotificationsReadInput) {
  return api.put<MarkNotificationsReadResult>('/member/api/v1/member/notification/read', {
    body: markNotificationsReadInputSchema.parse({ ...input, read: true }),
  });
}

/**
 * The list is not reloaded here: the open panel keeps showing what the member opened it with.
 * Unlike a change the member asks for (`query-client.ts`), a notification seen without a network
 * is marked read once the network is back: nothing to decide again, and harmless when late.
 */
export function useMarkNotificationsRead() {
  return useMutation({ mutationFn: markNotificationsRead, networkMode: 'online' });
}
