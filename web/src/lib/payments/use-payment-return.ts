import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { apiErrorOf } from '#src/lib/api-client.ts';
import { createOnceGuard } from './confirm-once.ts';

export type ReturnState<Outcome> =
  | { kind: 'loading' }
  | { kind: 'missing-token' }
  | { kind: 'done'; outcome: Outcome }
  | { kind: 'failed'; error: unknown };

// Module-wide so a remount (StrictMode, a route revalidation) reuses the call in flight.
const guard = createOnceGuard<unknown>();

/** How long to wait before asking again when the gateway has not settled the payment yet. */
const SETTLE_RETRY_MS = 3000;

export interface PaymentReturnOptions<Outcome> {
  /** Whether the payment is not settled yet (the gateway could not be asked): ask again. */
  isUnsettled: (outcome: Outcome) => boolean;
  /** Runs once the outcome is settled, e.g. to reload what the payment changed. */
  onSettled: () => void;
}

/**
 * Hands the return token to the server once and follows the outcome; an unsettled one (or a 503:
 * the gateway could not be asked) means not settled yet, so it asks again a little later.
 */
export function usePaymentReturn<Outcome>(
  key: string | null,
  call: (() => Promise<Outcome>) | null,
  options: PaymentReturnOptions<Outcome>,
): { state: ReturnState<Outcome>; retry: () => void } {
  const [state, setState] = useState<ReturnState<Outcome>>(
    key === null ? { kind: 'missing-token' } : { kind: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  // `call` and `options` are rebuilt every render: the key and the attempt start a call, and the
  // newest of them is used when it does.
  const currentCall = useEffectEvent(() => call);
  const isUnsettled = useEffectEvent((outcome: Outcome) => options.isUnsettled(outcome));
  const onSettled = useEffectEvent(() => options.onSettled());
  useEffect(() => {
    const run = currentCall();
    if (key === null || run === null) return;
    let isCurrent = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const again = () => {
      guard.forget(key);
      timer = setTimeout(() => setAttempt((value) => value + 1), SETTLE_RETRY_MS);
    };
    (guard.run(key, run) as Promise<Outcome>).then(
      (outcome) => {
        if (!isCurrent) return;
        setState({ kind: 'done', outcome });
        if (isUnsettled(outcome)) again();
        else onSettled();
      },
      (error: unknown) => {
        if (!isCurrent) return;
        if (apiErrorOf(error)?.status === 503) {
          setState({ kind: 'loading' });
          again();
        } else setState({ kind: 'failed', error });
      },
    );
    return () => {
      isCurrent = false;
      if (timer) clearTimeout(timer);
    };
  }, [key, attempt]);

  const retry = useCallback(() => {
    if (key === null) return;
    guard.forget(key);
    setState({ kind: 'loading' });
    setAttempt((value) => value + 1);
  }, [key]);

  return { state, retry };
}
