import type { PaymentOutcome } from '@portal/contracts/membership';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '#src/lib/api-client.ts';
import { createOnceGuard } from '../lib/confirm-once.ts';

export type ReturnState =
  | { kind: 'loading' }
  | { kind: 'missing-token' }
  | { kind: 'done'; outcome: PaymentOutcome }
  | { kind: 'failed'; error: unknown };

// Module-wide so a remount (StrictMode, a route revalidation) reuses the call in flight.
const guard = createOnceGuard<PaymentOutcome>();

/** How long to wait before asking again when the gateway has not settled the payment yet. */
const SETTLE_RETRY_MS = 3000;

/**
 * Hands the return token to the server once and follows the outcome; `init_mem` (or a 503: the
 * gateway could not be asked) means not settled yet, so it asks again a little later.
 */
export function usePaymentReturn(
  key: string | null,
  call: (() => Promise<PaymentOutcome>) | null,
): { state: ReturnState; retry: () => void } {
  const [state, setState] = useState<ReturnState>(
    key === null ? { kind: 'missing-token' } : { kind: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (key === null || call === null) return;
    let isCurrent = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const again = () => {
      guard.forget(key);
      timer = setTimeout(() => setAttempt((value) => value + 1), SETTLE_RETRY_MS);
    };
    guard.run(key, call).then(
      (outcome) => {
        if (!isCurrent) return;
        setState({ kind: 'done', outcome });
        if (outcome.paymentStatus === 'init_mem') again();
        else void queryClient.invalidateQueries({ queryKey: ['membership-overview'] });
      },
      (error: unknown) => {
        if (!isCurrent) return;
        if (error instanceof ApiError && error.status === 503) {
          setState({ kind: 'loading' });
          again();
        } else setState({ kind: 'failed', error });
      },
    );
    return () => {
      isCurrent = false;
      if (timer) clearTimeout(timer);
    };
    // `call` is rebuilt every render; the key names the call, so it is not a dependency.
  }, [key, attempt, queryClient]);

  const retry = useCallback(() => {
    if (key === null) return;
    guard.forget(key);
    setState({ kind: 'loading' });
    setAttempt((value) => value + 1);
  }, [key]);

  return { state, retry };
}
