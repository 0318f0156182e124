import type { PublicConfig } from '@portal/contracts/public-config';

/**
 * The production defaults: what a page prerendered at build time shows before the configuration
 * is read.
 */
export const defaultPublicConfig: PublicConfig = {
  issuer: 'https://localhost/idp',
  clientId: 'portal',
  sessionTimeoutMinutes: 30,
  developmentFlag: '0',
  notificationsEnabled: true,
  sessionStatusUrl: null,
  loadUserInfo: false,
};

export class PublicConfigError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PublicConfigError';
  }
}

export function parsePublicConfig(body: unknown): PublicConfig {
  const value = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const {
    issuer,
    clientId,
    sessionTimeoutMinutes,
    developmentFlag,
    notificationsEnabled,
    sessionStatusUrl,
    loadUserInfo,
  } = value;
  if (
    typeof issuer !== 'string' ||
    !/^https?:\/\//.test(issuer) ||
    typeof clientId !== 'string' ||
    clientId === '' ||
    typeof sessionTimeoutMinutes !== 'number' ||
    sessionTimeoutMinutes <= 0 ||
    typeof developmentFlag !== 'string' ||
    typeof notificationsEnabled !== 'boolean' ||
    (sessionStatusUrl !== null && typeof sessionStatusUrl !== 'string') ||
    typeof loadUserInfo !== 'boolean'
  ) {
    throw new PublicConfigError('The public configuration has an unexpected shape', 500);
  }
  return {
    issuer,
    clientId,
    sessionTimeoutMinutes,
    developmentFlag,
    notificationsEnabled,
    sessionStatusUrl,
    loadUserInfo,
  };
}

/** Also asked for by the page's first script, beside the app's files (issue 19). */
export const publicConfigPath = '/tools/api/config/public';

export async function loadPublicConfig(fetchImpl: typeof fetch = fetch): Promise<PublicConfig> {
  let response: Response;
  try {
    response = await fetchImpl(publicConfigPath, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new PublicConfigError('The server could not be reached', 503);
  }
  if (!response.ok) {
    throw new PublicConfigError(`The server answered ${response.status}`, response.status);
  }
  return parsePublicConfig(await response.json());
}

/** SPEC.md section 2: any development flag other than 0 shows `DEV TITLE` instead of the logo. */
export function isDevelopmentEnvironment(config: Pick<PublicConfig, 'developmentFlag'>): boolean {
  return config.developmentFlag.trim() !== '0';
}
