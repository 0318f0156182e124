import { z } from 'zod';
import type { Transaction } from '#src/db/client.ts';
import { enqueue, type Jobs, queueNames, workQueue } from '#src/lib/jobs.ts';

/**
 * The sandbox's server-to-server callback, in Freepay's form (INTEGRATIONS.md, "Server callback"):
 * a form-encoded POST, unsigned. It is queued in the transaction that records the outcome, so it is
 * sent exactly when the outcome was committed, and retried until the receiver answers 2xx.
 */
export const sandboxCallbackSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  fields: z.object({
    authorizationIdentifier: z.string(),
    savedCardIdentifier: z.string(),
    paymentIdentifier: z.string(),
    // [?] Freepay's spelling of the boolean is not confirmed; we send true or false.
    authorizationAccepted: z.enum(['true', 'false']),
  }),
});
export type SandboxCallback = z.infer<typeof sandboxCallbackSchema>;

export function enqueueSandboxCallback(
  jobs: Jobs,
  tx: Transaction,
  callback: SandboxCallback,
): Promise<string | null> {
  return enqueue(
    jobs,
    tx,
    queueNames.sandboxPaymentCallback,
    sandboxCallbackSchema.parse(callback),
  );
}

/** Throws on anything but a 2xx answer, so pg-boss retries with backoff. */
export async function deliverSandboxCallback(
  callback: SandboxCallback,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const response = await fetchImpl(callback.url, {
    method: 'POST',
    body: new URLSearchParams(callback.fields),
    signal: AbortSignal.timeout(10_000),
    redirect: 'manual',
  });
  await response.body?.cancel();
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`payment callback answered HTTP ${response.status}`);
  }
}

export async function startSandboxCallbackWorker(jobs: Jobs): Promise<void> {
  await workQueue(jobs, queueNames.sandboxPaymentCallback, (data) =>
    deliverSandboxCallback(sandboxCallbackSchema.parse(data)),
  );
}

export function stopSandboxCallbackWorker(jobs: Jobs): Promise<void> {
  return jobs.offWork(queueNames.sandboxPaymentCallback);
}
