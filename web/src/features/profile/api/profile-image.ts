import { profileImagePath, type ProfileImageResult } from '@portal/contracts/member';
import { profileImageMaxBytes, profileImageTypes } from '@portal/contracts/member-fields';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '#src/lib/api-client.ts';

/**
 * The profile image calls send and receive bytes, which the JSON API client does not do (it
 * stringifies bodies and reads text). They use fetch with the same headers the client adds.
 */
const headersFor = (token: string | undefined): Record<string, string> => ({
  orgKey: 'ALL',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

export type ImageProblem = 'wrongType' | 'tooLarge';

/** Checked before upload so the member hears about a wrong file at once; the server checks too. */
export function checkProfileImage(file: Pick<File, 'type' | 'size'>): ImageProblem | null {
  if (!(profileImageTypes as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > profileImageMaxBytes) return 'tooLarge';
  return null;
}

export async function uploadProfileImage(file: File, token: string | undefined) {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch('/member/api/v1/member/profile-image', {
    method: 'POST',
    headers: headersFor(token),
    body: form,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new ApiError('http', response.status, 'The image was refused');
  return (await response.json()) as ProfileImageResult;
}

/** The image as an object URL (it needs the bearer token, so an img src cannot load it). */
async function fetchProfileImage(memberId: string, token: string | undefined, signal: AbortSignal) {
  const response = await fetch(profileImagePath(memberId), { headers: headersFor(token), signal });
  if (response.status === 404) return null;
  if (!response.ok) throw new ApiError('http', response.status, 'The image could not be read');
  return URL.createObjectURL(await response.blob());
}

export const profileImageQueryOptions = (memberId: string, token: string | undefined) =>
  queryOptions({
    queryKey: ['member', 'image', memberId],
    queryFn: ({ signal }) => fetchProfileImage(memberId, token, signal),
    staleTime: Infinity,
  });

export function useProfileImage(memberId: string, token: string | undefined, hasImage: boolean) {
  return useQuery({ ...profileImageQueryOptions(memberId, token), enabled: hasImage });
}

export function useUploadProfileImage(token: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProfileImage(file, token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member'] }),
  });
}
