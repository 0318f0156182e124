import { requireAuthentication } from '#src/lib/auth.ts';

export const memberApiPrefix = '/member/api/v1';

/** Every call of the member API needs a bearer token: 401 without one. */
export const authenticated = { preHandler: requireAuthentication };

/** How a call is listed in /docs. */
export function docs(tag: 'members' | 'family' | 'notifications', summary: string) {
  return { tags: [tag], summary, security: [{ bearer: [] }] };
}
