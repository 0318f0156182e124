import { organisationListSchema } from '@portal/contracts/organisation';
import { api } from '#src/lib/api-client.ts';

/** The ids of the organisation list, for the membership prompt. */
export async function getOrganisationIds(signal?: AbortSignal) {
  const organisations = await api.get('/org/api/v1/org/list', {
    parse: (data: unknown) => organisationListSchema.parse(data),
    signal,
  });
  return organisations.map((organisation) => organisation.id);
}
