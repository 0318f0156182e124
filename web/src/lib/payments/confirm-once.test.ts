import { describe, expect, it, vi } from 'vitest';
import { createOnceGuard } from './confirm-once.ts';
import { confirmInputFrom, declineInputFrom } from './return-params.ts';

describe('the confirm-once guard', () => {
  it('calls the server once per token, however often the effect runs', async () => {
    const guard = createOnceGuard<string>();
    const call = vi.fn(() => Promise.resolve('paid'));
    const results = await Promise.all([guard.run('t1', call), guard.run('t1', call)]);
    expect(results).toEqual(['paid', 'paid']);
    expect(call).toHaveBeenCalledTimes(1);
    await guard.run('t2', call);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('lets a failed call be tried again', async () => {
    const guard = createOnceGuard<string>();
    const call = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('503'));
    call.mockResolvedValue('paid');
    await expect(guard.run('t', call)).rejects.toThrow('503');
    await expect(guard.run('t', call)).resolves.toBe('paid');
  });
});

describe('the return parameters', () => {
  it('hands over the token and the gateway fields the calls accept, nothing else', () => {
    const accept = new URLSearchParams('token=abc&authorizationIdentifier=auth-1&extra=1');
    expect(confirmInputFrom(accept)).toEqual({
      token: 'abc',
      authorizationIdentifier: 'auth-1',
      savedCardIdentifier: undefined,
    });
    const decline = new URLSearchParams('token=abc&gatewayreason=6&acquirer=sandbox&reason=Issuer');
    expect(declineInputFrom(decline)).toEqual({
      token: 'abc',
      gatewayreason: '6',
      acquirer: 'sandbox',
      reason: 'Issuer',
    });
    expect(confirmInputFrom(new URLSearchParams(''))).toBeNull();
  });
});
