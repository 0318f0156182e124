import { describe, expect, it } from 'vitest';
import { notificationPath } from './notification-link.ts';

const origin = 'https://portal.example.dk';
const path = (link: unknown) => notificationPath({ data: { link } }, origin, '/ui');

describe('the page a notification links to', () => {
  it('is a path inside the app, from a relative or an absolute address of the portal', () => {
    expect(path('/ui/membership/m1/receipt?record=h1')).toBe('/membership/m1/receipt?record=h1');
    expect(path(`${origin}/ui/memberships`)).toBe('/memberships');
    expect(path(`${origin}/ui/membership/new?renew=ROWING`)).toBe('/membership/new?renew=ROWING');
  });

  it('is none for another site, a script, an API path or no link', () => {
    expect(path('https://evil.example/ui/memberships')).toBeNull();
    expect(path('javascript:alert(1)')).toBeNull();
    expect(path('//evil.example/ui/x')).toBeNull();
    expect(path('/member/api/v1/membership/history/h1/receipt.pdf')).toBeNull();
    expect(path(undefined)).toBeNull();
    expect(path(42)).toBeNull();
    expect(notificationPath({ data: {} }, origin, '/ui')).toBeNull();
  });
});
