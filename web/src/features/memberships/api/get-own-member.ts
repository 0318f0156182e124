import { memberSchema } from '@portal/contracts/member';
import { api } from '#src/lib/api-client.ts';

/** The member shown (id, name, address), found by email; for the membership prompt's check. */
export function getOwnMember(email: string, signal?: AbortSignal) {
  return api.get('/member/api/v1/member/search-email', {
    query: { email },
    parse: (data: unknown) => memberSchema.parse(data),
    signal,
  });
}
