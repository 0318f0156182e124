import { useSyncExternalStore } from 'react';
import type { NotificationBar } from './bar-rules.ts';

export type NewNotificationBar = Omit<NotificationBar, 'id' | 'createdAt' | 'target' | 'exclude'> &
  Partial<Pick<NotificationBar, 'id' | 'target' | 'exclude'>>;

let bars: readonly NotificationBar[] = [];
const listeners = new Set<() => void>();
let counter = 0;

function emit(next: readonly NotificationBar[]) {
  bars = next;
  for (const listener of listeners) listener();
}

/** Shows a bar; a bar of the same group replaces the older one. Returns its id. */
export function showBar(input: NewNotificationBar): string {
  counter += 1;
  const bar: NotificationBar = {
    ...input,
    id: input.id ?? `bar-${counter}`,
    target: input.target ?? [],
    exclude: input.exclude ?? [],
    createdAt: Date.now(),
  };
  emit([...bars.filter((item) => item.groupId !== bar.groupId && item.id !== bar.id), bar]);
  return bar.id;
}

export function closeBar(id: string): void {
  if (bars.some((bar) => bar.id === id)) emit(bars.filter((bar) => bar.id !== id));
}

export function closeBarGroup(groupId: string): void {
  if (bars.some((bar) => bar.groupId === groupId))
    emit(bars.filter((bar) => bar.groupId !== groupId));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotificationBars(): readonly NotificationBar[] {
  return useSyncExternalStore(
    subscribe,
    () => bars,
    () => bars,
  );
}
