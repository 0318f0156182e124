import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/test/app.ts';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('hides the keys in paths and queries and keeps the rest readable', () => {
    expect(redactUrl('/member/api/v1/payment/sandbox/callback/AbC123xyz')).toBe(
      '/member/api/v1/payment/sandbox/callback/[redacted]',
    );
    expect(redactUrl('/event/api/v1/calendar/k3y.ics')).toBe('/event/api/v1/calendar/[redacted]');
    expect(redactUrl('/event/api/v1/calendar/subscription/renew')).toBe(
      '/event/api/v1/calendar/subscription/renew',
    );
    expect(redactUrl('/ui/membership/confirm?token=s3cret&authorizationIdentifier=a1')).toBe(
      '/ui/membership/confirm?token=[redacted]&authorizationIdentifier=[redacted]',
    );
    expect(redactUrl('/ui/login-success?code=c0de&state=xyz')).toBe(
      '/ui/login-success?code=[redacted]&state=xyz',
    );
    expect(redactUrl('/idp/session/end?id_token_hint=eyJ.x.y&post_logout_redirect_uri=%2Fui')).toBe(
      '/idp/session/end?id_token_hint=[redacted]&post_logout_redirect_uri=%2Fui',
    );
    expect(redactUrl('/idp/reset-password?%74oken=abc')).toBe(
      '/idp/reset-password?%74oken=[redacted]',
    );
    expect(redactUrl('/ui/events?orgId=1&bad=%')).toBe('/ui/events?orgId=1&bad=%');
  });
});

describe('the request log', () => {
  it('never holds the gateway callback token', async () => {
    const lines: string[] = [];
    const subject = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const token = randomUUID().replaceAll('-', '');
      await subject.app.inject({
        method: 'POST',
        url: `/member/api/v1/payment/sandbox/callback/${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'authorizationAccepted=false',
      });
      const log = lines.join('');
      expect(log).toContain('/callback/[redacted]');
      expect(log).not.toContain(token);
    } finally {
      await subject.close();
    }
  });
});
