import {
  type MembershipType,
  type MembershipTypeChange,
  membershipTypeChangeSchema,
  type MembershipTypeInput,
  membershipTypeInputSchema,
  membershipTypeListSchema,
  membershipTypeSchema,
} from '@portal/contracts/membership-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

const path = (orgKey: string) =>
  `/org/api/v1/admin/organisations/${encodeURIComponent(orgKey)}/membership-types`;
const typesKey = (orgKey: string) => ['administration', 'membership-types', orgKey] as const;

/** Every type of the organisation, the retired ones too: the page filters them. */
export function useMembershipTypes(orgKey: string) {
  return useQuery({
    queryKey: typesKey(orgKey),
    queryFn: ({ signal }) =>
      api.get(path(orgKey), {
        query: { retired: 'include' },
        signal,
        parse: (data: unknown) => membershipTypeListSchema.parse(data),
      }),
  });
}

export type TypeChange =
  | { kind: 'create'; input: MembershipTypeInput }
  | { kind: 'update'; id: string; input: MembershipTypeInput }
  | { kind: 'retire'; id: string }
  | { kind: 'delete'; id: string };

export function useChangeMembershipType(orgKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      change: TypeChange,
    ): Promise<MembershipType | MembershipTypeChange | null> => {
      switch (change.kind) {
        case 'create':
          return api.post(path(orgKey), {
            body: membershipTypeInputSchema.parse(change.input),
            parse: (data: unknown) => membershipTypeSchema.parse(data),
          });
        case 'update':
          return api.put(`${path(orgKey)}/${change.id}`, {
            body: membershipTypeInputSchema.parse(change.input),
            parse: (data: unknown) => membershipTypeChangeSchema.parse(data),
          });
        case 'retire':
          return api.post(`${path(orgKey)}/${change.id}/retire`, {
            parse: (data: unknown) => membershipTypeSchema.parse(data),
          });
        case 'delete':
          await api.delete(`${path(orgKey)}/${change.id}`);
          return null;
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: typesKey(orgKey) }),
  });
}
