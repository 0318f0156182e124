import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useAuth } from '#src/lib/auth/use-auth.tsx';
import { useActingMember } from '#src/lib/auth/acting-member.ts';
import { keepCopy, keptText, readKeptCopy, subscribeToKeptData } from './kept-data.ts';

interface KeptQueryOptions<T> {
  /** The name the copy is kept under on the device. */
  name: string;
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  /** Checks a kept copy as the fetcher checks the server's answer: an older app may have kept it. */
  parse: (value: unknown) => T;
}

export interface KeptQueryResult<T> {
  data: T | undefined;
  /** When the data shown was last read from the server; null while it is the server's answer. */
  keptAt: Date | null;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/** Whose copies the page keeps and shows: the signed-in member's, and nobody's while acting. */
function useKeptOwner(): { owner: string | undefined; isActing: boolean } {
  const auth = useAuth();
  const owner = auth.isAuthenticated ? auth.user?.profile.sub : undefined;
  return { owner, isActing: useActingMember() !== null };
}

/**
 * The copy kept on the device under `name`, checked with `parse`, and when it was read from the
 * server: only the signed-in member's own (signed out, offline, the device's one owner's), and
 * none while acting as another member. Read without asking the server.
 */
export function useKeptCopy<T>(
  name: string,
  parse: (value: unknown) => T,
): { data: T; savedAt: Date } | null {
  const { owner, isActing } = useKeptOwner();
  const stored = useSyncExternalStore(
    subscribeToKeptData,
    () => keptText(name),
    () => null,
  );
  return useMemo(() => {
    if (stored === null || isActing) return null;
    const copy = readKeptCopy(name);
    if (!copy || (owner !== undefined && copy.owner !== owner)) return null;
    try {
      return { data: parse(copy.data), savedAt: new Date(copy.savedAt) };
    } catch {
      return null;
    }
  }, [stored, isActing, name, owner, parse]);
}

/**
 * A query whose last answer stays on the device: while the server's answer is on its way, or when
 * it cannot come (no network, no session any more), the kept copy is shown with its time. Only the
 * signed-in member's own data is kept; acting as another member keeps and shows nothing kept.
 */
export function useKeptQuery<T>({
  name,
  queryKey,
  queryFn,
  parse,
}: KeptQueryOptions<T>): KeptQueryResult<T> {
  const { owner, isActing } = useKeptOwner();
  const query = useQuery({ queryKey, queryFn, enabled: Boolean(owner) });
  const kept = useKeptCopy(name, parse);

  const { data, dataUpdatedAt } = query;
  useEffect(() => {
    if (owner && !isActing && data !== undefined) {
      keepCopy(name, owner, data, new Date(dataUpdatedAt));
    }
  }, [name, owner, isActing, data, dataUpdatedAt]);

  const refetch = () => void query.refetch();
  if (data !== undefined) {
    return { data, keptAt: null, isPending: false, isError: false, refetch };
  }
  if (kept)
    return { data: kept.data, keptAt: kept.savedAt, isPending: false, isError: false, refetch };
  // Without a session the query never runs, and without a network it waits for one (paused):
  // nothing is coming until the network is back, when it resumes by itself.
  const isWaiting = Boolean(owner) && query.isPending && query.fetchStatus !== 'paused';
  return { data: undefined, keptAt: null, isPending: isWaiting, isError: !isWaiting, refetch };
}
