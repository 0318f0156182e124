import {
  type MembershipType,
  type MembershipTypeChange,
  type MembershipTypeInput,
  membershipTypeInputSchema,
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
      api.get<MembershipType[]>(path(orgKey), {
        query: { retired: 'include' },
        signal,
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
          return api.post<MembershipType>(path(orgKey), {
            body: membershipTypeInputSchema.parse(change.input),
          });
        case 'update':
          return api.put<MembershipTypeChange>(`${path(orgKey)}/${change.id}`, {
            body: membershipTypeInputSchema.parse(change.input),
          });
        case 'retire':
          return api.post<MembershipType>(`${path(orgKey)}/${change.id}/retire`);
        case 'delete':
          await api.delete(`${path(orgKey)}/${change.id}`);
          return null;
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: typesKey(orgKey) }),
  });
}
