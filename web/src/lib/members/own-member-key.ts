/** The query key of the signed-in member; apart, so the first load need not carry the calls. */
export const ownMemberKey = (email: string) => ['member', 'own', email] as const;
