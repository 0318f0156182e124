import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { api, type ParsedRequestOptions } from '#src/lib/api-client.ts';
import { ApiError } from '#src/lib/api-error.ts';
import { getMembershipOverview } from './get-membership-overview.ts';
import { previewPurchase } from './preview-purchase.ts';
import { initiatePayment, startPurchase } from './start-purchase.ts';

// Spied, not module-mocked: test files share one module registry (isolate: false).
let consoleError: MockInstance<typeof console.error>;
let get: MockInstance<typeof api.get>;
let post: MockInstance<typeof api.post>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  get = vi.spyOn(api, 'get');
  post = vi.spyOn(api, 'post');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const input = {
  orgId: '7d0c7f5e-3a0e-4f7e-9d59-0d0f3c7d2a11',
  participants: [
    {
      memberId: '8d0c7f5e-3a0e-4f7e-9d59-0d0f3c7d2a11',
      membershipConfId: '9d0c7f5e-3a0e-4f7e-9d59-0d0f3c7d2a11',
    },
  ],
};
const unavailable = new ApiError('http', 503, 'The card gateway cannot be reached.');
const logged = () => consoleError.mock.calls.map((call) => String(call[0]));

describe('console-only membership payment errors (SPEC.md section 8)', () => {
  it('log a failed payment request in the spec’s words and still fail the call', async () => {
    post.mockRejectedValueOnce(unavailable);
    await expect(startPurchase(input)).rejects.toBe(unavailable);
    expect(logged()).toEqual(['Error making payment request']);
    consoleError.mockClear();
    post.mockRejectedValueOnce(unavailable);
    await expect(initiatePayment(input)).rejects.toBe(unavailable);
    expect(logged()).toEqual(['Error making payment request', 'Failed to initiate payment']);
  });

  it('log an answer without a payment window link', async () => {
    post.mockImplementationOnce((_url, options) =>
      Promise.resolve().then(() =>
        (options as ParsedRequestOptions<unknown>).parse({ paymentId: input.orgId }),
      ),
    );
    await expect(startPurchase(input)).rejects.toThrow();
    expect(logged()).toEqual(['Payment window link is missing.', 'Error making payment request']);
  });

  it('log a failed preview and a failed membership overview, but not a call the page let go', async () => {
    post.mockRejectedValueOnce(unavailable);
    await expect(previewPurchase(input)).rejects.toBe(unavailable);
    get.mockRejectedValueOnce(unavailable);
    await expect(getMembershipOverview()).rejects.toBe(unavailable);
    expect(logged()).toEqual([
      'Error preparing membership payment',
      'Error fetching Membership data',
    ]);

    consoleError.mockClear();
    const page = new AbortController();
    page.abort();
    get.mockRejectedValueOnce(new ApiError('network', 0, 'aborted'));
    await expect(getMembershipOverview(page.signal)).rejects.toBeInstanceOf(ApiError);
    expect(logged()).toEqual([]);
  });
});
