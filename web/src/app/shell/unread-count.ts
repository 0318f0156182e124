import { useSyncExternalStore } from 'react';

/**
 * The bell's count of unread notifications, kept outside the layout's state: a new count redraws
 * the bell alone. As the layout's state it redrew the layout and the whole header (32 components)
 * as the dashboard settled, when the count first arrived (issue 19).
 */
export interface UnreadCount {
  get: () => number;
  set: (count: number) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createUnreadCount(): UnreadCount {
  let count = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => count,
    set: (next) => {
      if (next === count) return;
      count = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export function useUnreadCount(unread: UnreadCount): number {
  return useSyncExternalStore(unread.subscribe, unread.get, unread.get);
}
