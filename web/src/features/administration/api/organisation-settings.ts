import {
  addAdministratorInputSchema,
  type Administrators,
  type CardPaymentSettings,
  type OrganisationSettings,
  type UpdateCardPaymentSettingsInput,
  updateCardPaymentSettingsInputSchema,
  type UpdateOrganisationSettingsInput,
  updateOrganisationSettingsInputSchema,
} from '@portal/contracts/administration';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '#src/lib/api-client.ts';

const base = '/org/api/v1/admin/organisations';
const administeredKey = ['administration', 'organisations'] as const;

/** The organisations the signed-in user administers, with their settings. */
export function useAdministeredOrganisations() {
  return useQuery({
    queryKey: administeredKey,
    queryFn: ({ signal }) => api.get<OrganisationSettings[]>(base, { signal }),
  });
}

export function useUpdateOrganisationSettings(orgKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateOrganisationSettingsInput): Promise<OrganisationSettings> =>
      api.put<OrganisationSettings>(`${base}/${encodeURIComponent(orgKey)}`, {
        body: updateOrganisationSettingsInputSchema.parse(input),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: administeredKey }),
  });
}

const administratorsKey = (orgKey: string) => ['administration', 'administrators', orgKey] as const;

export function useAdministrators(orgKey: string) {
  return useQuery({
    queryKey: administratorsKey(orgKey),
    queryFn: ({ signal }) =>
      api.get<Administrators>(`${base}/${encodeURIComponent(orgKey)}/administrators`, { signal }),
  });
}

/** Gives or takes ADMIN of the organisation; the answer is the new list. */
export function useChangeAdministrator(orgKey: string) {
  const queryClient = useQueryClient();
  const path = `${base}/${encodeURIComponent(orgKey)}/administrators`;
  return useMutation({
    mutationFn: (change: { kind: 'add' | 'remove'; email: string }): Promise<Administrators> =>
      change.kind === 'add'
        ? api.post<Administrators>(path, {
            body: addAdministratorInputSchema.parse({ email: change.email }),
          })
        : api.delete<Administrators>(`${path}/${encodeURIComponent(change.email)}`),
    onSuccess: (list) => queryClient.setQueryData(administratorsKey(orgKey), list),
  });
}

const cardPaymentsKey = (orgKey: string) => ['administration', 'card-payments', orgKey] as const;
const cardPaymentsPath = (orgKey: string) =>
  `${base}/${encodeURIComponent(orgKey)}/payment-configuration`;

/** The organisation's card gateway and test mode; of the Freepay key only when it was set. */
export function useCardPaymentSettings(orgKey: string) {
  return useQuery({
    queryKey: cardPaymentsKey(orgKey),
    queryFn: ({ signal }) => api.get<CardPaymentSettings>(cardPaymentsPath(orgKey), { signal }),
  });
}

export function useUpdateCardPaymentSettings(orgKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCardPaymentSettingsInput): Promise<CardPaymentSettings> =>
      api.put<CardPaymentSettings>(cardPaymentsPath(orgKey), {
        body: updateCardPaymentSettingsInputSchema.parse(input),
      }),
    onSuccess: (settings) => queryClient.setQueryData(cardPaymentsKey(orgKey), settings),
  });
}

/** The logo is sent as a file, which the JSON client does not do: fetch with its headers. */
export function useChangeLogo(orgKey: string, token: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File | null): Promise<OrganisationSettings> => {
      const url = `${base}/${encodeURIComponent(orgKey)}/logo`;
      const headers = { orgKey: 'ALL', ...(token ? { authorization: `Bearer ${token}` } : {}) };
      let body: FormData | undefined;
      if (file) {
        body = new FormData();
        body.append('file', file);
      }
      const response = await fetch(url, {
        method: file ? 'PUT' : 'DELETE',
        headers,
        ...(body ? { body } : {}),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new ApiError('http', response.status, 'The logo was refused');
      return (await response.json()) as OrganisationSettings;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: administeredKey }),
  });
}
