/**
 * Personal data kept on the device after it was last seen (issue 19): My Tickets and the
 * membership cards, so they open at a club's door without a network. One member's at a time:
 * keeping another member's copy first forgets everything kept before. Signing out forgets it all.
 *
 * Local storage rather than the service worker's caches: the copies are small, the app reads them
 * synchronously while it renders, and one prefix makes forgetting them all certain.
 */

const prefix = 'portal.kept.';
const ownerKey = `${prefix}owner`;

export interface KeptCopy {
  /** The signed-in user (OIDC subject) the copy belongs to. */
  owner: string;
  /** When the server's answer was read, ISO 8601. */
  savedAt: string;
  data: unknown;
}

const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function keptKeys(store: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

/** The members who signed out in this page's life: nothing more is kept for them. */
const signedOut = new Set<string>();

/** Removes every kept copy from the device: at sign-out, and before another member's is kept. */
export function forgetKeptData(): void {
  const store = storage();
  if (!store) return;
  for (const key of keptKeys(store)) store.removeItem(key);
  emit();
}

/**
 * At sign-out (here or elsewhere, or the account deleted): forgets every kept copy, and keeps none
 * of the member's for the rest of this page's life. An answer still on its way (My Tickets asked
 * again as the phone came back online, a moment before Logout) would otherwise write it back.
 */
export function forgetKeptDataAtSignOut(owner: string | undefined): void {
  if (owner) signedOut.add(owner);
  forgetKeptData();
}

/** Forgets what another member left on the device, once `owner` is known to be signed in. */
export function forgetKeptDataOfOthers(owner: string): void {
  const store = storage();
  const current = store?.getItem(ownerKey);
  if (current && current !== owner) forgetKeptData();
}

export function keepCopy(name: string, owner: string, data: unknown, savedAt: Date): void {
  const store = storage();
  if (!store || signedOut.has(owner)) return;
  forgetKeptDataOfOthers(owner);
  const copy: KeptCopy = { owner, savedAt: savedAt.toISOString(), data };
  try {
    store.setItem(ownerKey, owner);
    store.setItem(`${prefix}${name}`, JSON.stringify(copy));
  } catch {
    // Storage full or refused (private browsing): the page still works while online.
    return;
  }
  emit();
}

function isKeptCopy(value: unknown): value is KeptCopy {
  if (typeof value !== 'object' || value === null) return false;
  const copy = value as Record<string, unknown>;
  return (
    typeof copy.owner === 'string' &&
    typeof copy.savedAt === 'string' &&
    !Number.isNaN(Date.parse(copy.savedAt)) &&
    'data' in copy
  );
}

/** The stored text of a copy: a snapshot that changes exactly when the copy does. */
export function keptText(name: string): string | null {
  try {
    return storage()?.getItem(`${prefix}${name}`) ?? null;
  } catch {
    return null;
  }
}

export function readKeptCopy(name: string): KeptCopy | null {
  try {
    const parsed: unknown = JSON.parse(keptText(name) ?? 'null');
    return isKeptCopy(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Whether anything personal is kept on this device (for a page opened without a network). */
export function hasKeptData(): boolean {
  const store = storage();
  return store ? store.getItem(ownerKey) !== null : false;
}

export function subscribeToKeptData(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
