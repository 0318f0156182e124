/**
 * Only same-site relative paths are accepted as the address to return to after sign-in, so a
 * crafted link cannot send the user to another site (open redirect).
 */
export function safeReturnTo(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters and backslashes are how browsers get tricked into other hosts.
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return fallback;
  }
  try {
    const base = 'https://portal.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The state passed through the identity provider and back. */
export interface SigninState {
  returnTo: string;
}

export function returnToFromState(state: unknown): string {
  const value =
    typeof state === 'object' && state !== null
      ? (state as { returnTo?: unknown }).returnTo
      : undefined;
  return safeReturnTo(value);
}
