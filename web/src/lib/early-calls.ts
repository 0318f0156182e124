/**
 * Calls the page's first script makes before the app is here (issue 19): on a phone every page of
 * a signed-in member waits for the roles (GET auth/me), and asked by the app that question could
 * only leave once the app's entry had arrived and run. The first script asks it with the token in
 * the tab's storage, beside the entry, and the API client takes the answer instead of asking again.
 */

/** The route guard's question: the signed-in account and its roles. */
export const currentAccountPath = '/tools/api/auth/me';

/** Where on `window` the page's first script leaves its calls. */
export const earlyCallsGlobal = 'portalEarlyCalls';

export interface EarlyCall {
  url: string;
  /** The access token it went with: an answer for another token is not this session's. */
  token: string;
  /** When it was made (`Date.now()`). */
  at: number;
  response: Promise<Response>;
}

/**
 * An answer older than this is asked for again: the app normally takes it within a few seconds of
 * the page, and roles given meanwhile should show.
 */
const freshForMs = 60_000;

function pending(): EarlyCall[] {
  // `globalThis`: the server rendering a public page runs this client too, without a window.
  const calls = (globalThis as Record<string, unknown>)[earlyCallsGlobal];
  return Array.isArray(calls) ? (calls as EarlyCall[]) : [];
}

/**
 * The response of the page's first call of `url` made with `token`, taken once: the next call of
 * the same goes to the network. What the API client does with an answer (its status, a 401, the
 * retry, the parsing) it does with this one as with its own.
 */
export function takeEarlyResponse(url: string, token: string): Promise<Response> | undefined {
  const calls = pending();
  const index = calls.findIndex((call) => call.url === url && call.token === token);
  if (index < 0) return undefined;
  const [call] = calls.splice(index, 1);
  if (!call || Date.now() - call.at > freshForMs) return undefined;
  return call.response;
}
