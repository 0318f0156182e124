import { describe, expect, it } from 'vitest';
import { bearerErrorCode, type HttpMethod, retryDelayMs, shouldRetry } from './http-rules.ts';

describe('shouldRetry', () => {
  const retried = [408, 409, 425, 429, 500, 502, 503, 504];

  it.each(retried)('retries a GET and a HEAD once on %i', (status) => {
    expect(shouldRetry('GET', status, 1)).toBe(true);
    expect(shouldRetry('HEAD', status, 1)).toBe(true);
    expect(shouldRetry('GET', status, 2)).toBe(false);
  });

  it.each<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries %s', (method) => {
    for (const status of retried) expect(shouldRetry(method, status, 1)).toBe(false);
  });

  it.each([400, 401, 403, 404, 422, 501, 505])('does not retry %i', (status) => {
    expect(shouldRetry('GET', status, 1)).toBe(false);
  });
});

describe('retryDelayMs', () => {
  it('follows a short Retry-After and ignores a long or odd one', () => {
    expect(retryDelayMs('2', 400)).toBe(2000);
    expect(retryDelayMs('0', 400)).toBe(0);
    expect(retryDelayMs('120', 400)).toBe(400);
    expect(retryDelayMs('Wed, 21 Oct 2015 07:28:00 GMT', 400)).toBe(400);
    expect(retryDelayMs(null, 400)).toBe(400);
  });
});

describe('bearerErrorCode', () => {
  it('reads the error of a WWW-Authenticate header', () => {
    expect(bearerErrorCode('Bearer realm="api", error="invalid_token"')).toBe('invalid_token');
    expect(bearerErrorCode('Bearer')).toBeUndefined();
    expect(bearerErrorCode(null)).toBeUndefined();
  });
});
