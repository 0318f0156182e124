import type { Notification } from '@portal/contracts/notification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

export const notificationsKey = ['notifications', 'unread'] as const;

/** GET member/notification/list: the caller's unread notifications, newest first. */
export async function listNotifications(signal?: AbortSignal): Promise<Notification[]> {
  const list = await api.get<Notification[]>('/member/api/v1/member/notification/list', { signal });
  // SPEC.md section 4: only unread ones are shown, whatever the server sends.
  return list.filter((item) => !item.read);
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => listNotifications(signal),
    // New ones are announced on the live stream (notification-stream.ts); this is its fallback.
    refetchInterval: 60_000,
  });

export function useNotifications(isEnabled: boolean) {
  return useQuery({ ...notificationsQueryOptions(), enabled: isEnabled });
}
