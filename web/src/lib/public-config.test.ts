import { describe, expect, it, vi } from 'vitest';
import { AuthSession } from './auth/auth-session.ts';
import type { PublicConfig } from '@portal/contracts/public-config';
import { parsePublicConfig } from './public-config.ts';

const external: PublicConfig = {
  issuer: 'http://auth.example.com:8080/',
  clientId: 'member-portal-web',
  sessionTimeoutMinutes: 30,
  developmentFlag: '0',
  notificationsEnabled: true,
  sessionStatusUrl: null,
  loadUserInfo: true,
};

describe('the public configuration', () => {
  it('says whether to load userinfo, or is refused', () => {
    expect(parsePublicConfig(external)).toEqual(external);
    expect(() => parsePublicConfig({ ...external, loadUserInfo: undefined })).toThrow(
      /unexpected shape/,
    );
  });

  it('has the OIDC client load userinfo for an external provider, keeping the issuer as given', async () => {
    // jsdom is not a secure context; the warning about it is not what is tested here.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const settings = async (config: PublicConfig) =>
      (await new AuthSession(config).userManager()).settings;
    expect(await settings(external)).toMatchObject({
      loadUserInfo: true,
      authority: 'http://auth.example.com:8080/',
      metadataUrl: 'http://auth.example.com:8080/.well-known/openid-configuration',
    });
    const embedded = {
      ...external,
      issuer: 'http://localhost:3000/idp',
      sessionStatusUrl: 'http://localhost:3000/idp/session/status',
      loadUserInfo: false,
    };
    expect((await settings(embedded)).loadUserInfo).toBe(false);
  });
});
