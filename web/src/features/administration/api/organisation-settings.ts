import {
  type OrganisationSettings,
  organisationSettingsListSchema,
  organisationSettingsSchema,
  type UpdateOrganisationSettingsInput,
  updateOrganisationSettingsInputSchema,
} from '@portal/contracts/administration';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

const base = '/org/api/v1/admin/organisations';
const administeredKey = ['administration', 'organisations'] as const;

/** The organisations the signed-in user administers, with their settings. */
export function useAdministeredOrganisations() {
  return useQuery({
    queryKey: administeredKey,
    queryFn: ({ signal }) =>
      api.get(base, {
        signal,
        parse: (data: unknown) => organisationSettingsListSchema.parse(data),
      }),
  });
}

export function useUpdateOrganisationSettings(orgKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateOrganisationSettingsInput): Promise<OrganisationSettings> =>
      api.put(`${base}/${encodeURIComponent(orgKey)}`, {
        body: updateOrganisationSettingsInputSchema.parse(input),
        parse: (data: unknown) => organisationSettingsSchema.parse(data),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: administeredKey }),
  });
}
