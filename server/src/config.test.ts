import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { publicConfig } from './public-config.ts';

describe('configuration', () => {
  it('starts with nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.oidc.issuer).toBe('http://localhost:3000/idp');
    expect(config.oidc.embedded).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
  });

  it('derives the issuer from PUBLIC_URL', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://portal.example.dk/', PORT: '8080' });
    expect(config.publicUrl).toBe('https://portal.example.dk');
    expect(config.oidc.issuer).toBe('https://portal.example.dk/idp');
  });

  it('uses an external issuer when OIDC_ISSUER is set', () => {
    const config = loadConfig({ OIDC_ISSUER: 'https://sso.example.dk/realms/clubs' });
    expect(config.oidc).toMatchObject({
      issuer: 'https://sso.example.dk/realms/clubs',
      embedded: false,
    });
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'not a url' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('PUBLIC_URL');
  });

  it('turns load shedding off with 0, and takes no limit the event loop itself would reach', () => {
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '0' }).maxEventLoopDelayMs).toBe(0);
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '250' }).maxEventLoopDelayMs).toBe(250);
    expect(() => loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '5' })).toThrow(/MAX_EVENT_LOOP_DELAY_MS/);
  });

  it('waits 3 s for a page drawn with its data unless told otherwise, and never no time at all', () => {
    expect(loadConfig({}).pageRenderTimeoutMs).toBe(3000);
    expect(loadConfig({ PAGE_RENDER_TIMEOUT_MS: '800' }).pageRenderTimeoutMs).toBe(800);
    expect(() => loadConfig({ PAGE_RENDER_TIMEOUT_MS: '0' })).toThrow(/PAGE_RENDER_TIMEOUT_MS/);
    expect(() => loadConfig({ PAGE_RENDER_TIMEOUT_MS: 'soon' })).toThrow(/PAGE_RENDER_TIMEOUT_MS/);
  });

  it('requires both WhatsApp variables together', () => {
    expect(() => loadConfig({ WHATSAPP_TOKEN: 'x' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
  });

  it('trusts no proxy, a number of hops, or named proxy addresses, never any client', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would trust any client.*1 for one nginx/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /TRUST_PROXY.*10\.0\.0\.0\/33/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY.*nginx/);
  });

  it('seeds the demo data by itself only for the embedded demo on this machine', () => {
    const decide = (env: Record<string, string>) => {
      const { seedDemoData, demoDataExposed } = loadConfig(env);
      return { seedDemoData, demoDataExposed };
    };
    expect(decide({})).toEqual({ seedDemoData: true, demoDataExposed: false });
    expect(decide({ HOST: 'localhost' })).toEqual({ seedDemoData: true, demoDataExposed: false });
    expect(decide({ HOST: '0.0.0.0' })).toEqual({ seedDemoData: false, demoDataExposed: false });
    expect(decide({ DATABASE_URL: 'postgres://db/portal' })).toEqual({
      seedDemoData: false,
      demoDataExposed: false,
    });
    expect(decide({ HOST: '0.0.0.0', SEED_DEMO_DATA: 'true' })).toEqual({
      seedDemoData: true,
      demoDataExposed: true,
    });
    expect(decide({ SEED_DEMO_DATA: 'false' })).toEqual({
      seedDemoData: false,
      demoDataExposed: false,
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('offers /metrics only with a METRICS_TOKEN long enough not to be guessed', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    const token = 'f'.repeat(64);
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ METRICS_TOKEN: 'secret' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: `${'f'.repeat(32)} ${'f'.repeat(32)}` })).toThrow(
      /METRICS_TOKEN/,
    );
  });

  it('points the Freepay adapter at Freepay unless told otherwise', () => {
    expect(loadConfig({}).freepay).toEqual({
      gatewayUrl: 'https://gw.freepay.dk/api',
      managementUrl: 'https://mw.freepay.dk/api/v2',
      authScheme: 'raw',
    });
    const config = loadConfig({
      FREEPAY_GATEWAY_URL: 'http://127.0.0.1:9000/gw/',
      FREEPAY_MANAGEMENT_URL: 'http://127.0.0.1:9000/mw/api/v2',
      FREEPAY_AUTH_SCHEME: 'basic',
    });
    expect(config.freepay).toEqual({
      gatewayUrl: 'http://127.0.0.1:9000/gw',
      managementUrl: 'http://127.0.0.1:9000/mw/api/v2',
      authScheme: 'basic',
    });
    expect(() => loadConfig({ FREEPAY_AUTH_SCHEME: 'bearer' })).toThrow(/FREEPAY_AUTH_SCHEME/);
    expect(() => loadConfig({ FREEPAY_GATEWAY_URL: 'ftp://x' })).toThrow(/FREEPAY_GATEWAY_URL/);
  });

  it('gives the browser no secrets', () => {
    const exposed = publicConfig(
      loadConfig({
        WHATSAPP_TOKEN: 'secret',
        WHATSAPP_PHONE_NUMBER_ID: '1',
        SMTP_URL: 'smtp://u:p@h',
        METRICS_TOKEN: 'secret-metrics-token-of-32-characters',
      }),
    );
    expect(JSON.stringify(exposed)).not.toMatch(/secret|smtp/);
  });

  it('names a session-status endpoint only for the embedded identity provider', () => {
    expect(publicConfig(loadConfig({})).sessionStatusUrl).toBe(
      'http://localhost:3000/idp/session/status',
    );
    const external = loadConfig({ OIDC_ISSUER: 'https://auth.example.com/realms/club' });
    expect(publicConfig(external).sessionStatusUrl).toBeNull();
  });

  it('has the web app load userinfo only from an external identity provider', () => {
    expect(publicConfig(loadConfig({})).loadUserInfo).toBe(false);
    const external = loadConfig({ OIDC_ISSUER: 'http://auth.example.com:8080/' });
    expect(publicConfig(external).loadUserInfo).toBe(true);
  });
});
