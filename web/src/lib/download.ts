import { apiCallHeaders } from '#src/lib/api-client.ts';
import { ApiError } from '#src/lib/api-error.ts';

/**
 * Saves a file the server makes (an export, a report): it needs the bearer token, so a plain
 * link cannot fetch it. The file name is the server's, from Content-Disposition.
 */
export async function downloadFile(
  url: string,
  token: string | undefined,
  fallbackName: string,
): Promise<void> {
  await saveFrom(
    url,
    { orgKey: 'ALL', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    fallbackName,
  );
}

/**
 * Saves a member's file (a receipt's PDF) with the headers of the API client's calls, so a super
 * administrator acting as a member gets that member's file.
 */
export async function downloadApiFile(url: string, fallbackName: string): Promise<void> {
  await saveFrom(url, await apiCallHeaders(), fallbackName);
}

async function saveFrom(
  url: string,
  headers: Record<string, string>,
  fallbackName: string,
): Promise<void> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new ApiError('http', response.status, 'The file could not be made');
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the object URL can go.
  setTimeout(() => URL.revokeObjectURL(link.href), 1_000);
}
