import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { api } from '#src/lib/api-client.ts';
import { ApiError, apiErrorOf } from '#src/lib/api-error.ts';
import { bookEvent } from './book-event.ts';
import { registerGuest } from './register-guest.ts';
import { confirmEventPayment, declineEventPayment } from './settle-event-payment.ts';

// Spied, not module-mocked: test files share one module registry (isolate: false).
let post: MockInstance<typeof api.post>;
beforeEach(() => {
  post = vi.spyOn(api, 'post');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const answer = (status: number, detail: string) =>
  new ApiError('http', status, detail, {
    problem: { type: 'about:blank', title: 'Error', status, detail },
  });

const expectRethrown = async (call: Promise<unknown>, message: string, cause: ApiError) => {
  const error: unknown = await call.catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).message).toBe(message);
  expect(apiErrorOf(error)).toBe(cause);
};

describe('event payment errors (SPEC.md section 8)', () => {
  it('rethrow a failed capture and decline in the spec’s words, with the answer behind them', async () => {
    const unavailable = answer(503, 'The card gateway cannot be reached.');
    post.mockRejectedValue(unavailable);
    await expectRethrown(
      confirmEventPayment({ token: 'a'.repeat(40) }),
      'Failed to capture Freepay payment',
      unavailable,
    );
    await expectRethrown(
      declineEventPayment({ token: 'a'.repeat(40) }),
      'Failed to decline Freepay payment',
      unavailable,
    );
  });

  it('rethrow a booking whose payment window could not be opened, and nothing else', async () => {
    const eventId = '7d0c7f5e-3a0e-4f7e-9d59-0d0f3c7d2a11';
    const input = { participantIds: ['8d0c7f5e-3a0e-4f7e-9d59-0d0f3c7d2a11'] };
    const badGateway = answer(502, 'The card gateway refused to open a payment window.');
    post.mockRejectedValueOnce(badGateway);
    await expectRethrown(
      bookEvent(eventId, input),
      'Failed to initiate event Freepay payment',
      badGateway,
    );
    const full = answer(409, 'The event is full.');
    post.mockRejectedValueOnce(full);
    await expect(bookEvent(eventId, input)).rejects.toBe(full);
  });

  it('stop a booking left waiting for payment without a window to pay in', async () => {
    const eventId = '7d0c7f5e-3a0e-4f7e-9d59-0d0f3c7d2a11';
    const booked = (paymentStatus: string, paymentWindowLink: string | null) => ({
      entry: { paymentStatus },
      paymentWindowLink,
    });
    post.mockResolvedValueOnce(booked('pending', null));
    await expect(
      registerGuest(eventId, { name: 'Gæst', email: 'guest@example.dk', quantity: 1 }),
    ).rejects.toThrow('Failed to create Freepay payment request');
    post.mockResolvedValueOnce(booked('pending', 'https://pay.example/window'));
    await expect(bookEvent(eventId, { participantIds: [eventId] })).resolves.toMatchObject({
      paymentWindowLink: 'https://pay.example/window',
    });
    post.mockResolvedValueOnce(booked('free', null));
    await expect(bookEvent(eventId, { participantIds: [eventId] })).resolves.toMatchObject({
      entry: { paymentStatus: 'free' },
    });
  });
});
