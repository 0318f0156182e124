export const memberApiPrefix = '/member/api/v1';

/** How a call is listed in /docs. */
export function docs(tag: 'members' | 'family' | 'notifications', summary: string) {
  return { tags: [tag], summary };
}
