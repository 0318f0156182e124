import { apiErrorOf, problemDetail } from '#src/lib/api-error.ts';

/**
 * The server's own words for a refused booking (full, already booked, paid events not open yet);
 * the fallback when there are none, as for a network failure.
 */
export function problemText(error: unknown, fallback: string): string {
  const answer = apiErrorOf(error);
  if (answer?.kind !== 'http') return fallback;
  const fieldMessages = (answer.problem?.errors ?? []).map((item) => item.message);
  return (
    problemDetail(answer.problem) ?? (fieldMessages.length > 0 ? fieldMessages.join(' ') : fallback)
  );
}
