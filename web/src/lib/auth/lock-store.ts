/** Who was signed out by the idle timeout in this tab, for the lock screen (SPEC.md section 2). */
export interface LockInfo {
  name: string;
  email: string;
  returnTo: string;
}

/** Also read by the prerendered pages' first script, before any of the app has loaded. */
export const lockStorageKey = 'portal.lock';
const key = lockStorageKey;

export function saveLock(info: LockInfo): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(info));
  } catch {
    // Without storage the lock screen simply cannot greet the user by name.
  }
}

export function readLock(): LockInfo | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { name, email, returnTo } = value as Record<string, unknown>;
    return typeof name === 'string' && typeof email === 'string' && typeof returnTo === 'string'
      ? { name, email, returnTo }
      : null;
  } catch {
    return null;
  }
}

export function clearLock(): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
