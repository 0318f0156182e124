import { useEffect, useSyncExternalStore } from 'react';

/**
 * Names for addresses only their page knows, such as an event's title for `/ROWING/events/{id}`:
 * the breadcrumbs show them instead of the id once the page has loaded its data.
 */
const labels = new Map<string, string>();
const listeners = new Set<() => void>();
let version = 0;
// Enough for every page a member visits in a session; the oldest name goes first.
const MAX_LABELS = 200;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setCrumbLabel(path: string, label: string): void {
  if (labels.get(path) === label) return;
  labels.delete(path);
  labels.set(path, label);
  if (labels.size > MAX_LABELS) labels.delete(labels.keys().next().value as string);
  version++;
  for (const listener of listeners) listener();
}

/** Names the address `path` (as in the browser's path, below `/ui`) while `label` is known. */
export function useCrumbLabel(path: string, label: string | undefined): void {
  useEffect(() => {
    if (label) setCrumbLabel(path, label);
  }, [path, label]);
}

/** The name of an address, re-rendering when names arrive. */
export function useCrumbLabelOf(): (path: string) => string | undefined {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  return (path) => labels.get(path);
}
