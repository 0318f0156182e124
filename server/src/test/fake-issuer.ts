import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

/** An external OpenID Connect issuer in a test: discovery, JWKS and userinfo, on a local port. */
export interface FakeIssuer {
  /** With the trailing slash LemonLDAP::NG's issuers have when asked for `withTrailingSlash`. */
  issuer: string;
  /** A JWT access token for the API (aud `member-portal-api`), signed by this issuer. */
  sign(claims: JWTPayload, options?: { expiresIn?: number | string }): Promise<string>;
  /** The userinfo claims per access token; a token not listed is answered 401. */
  userInfo: Map<string, Record<string, unknown>>;
  /** Every access token userinfo was asked with, in order. */
  userInfoCalls: string[];
  close(): Promise<void>;
}

export async function startFakeIssuer(
  options: {
    withTrailingSlash?: boolean;
    /** The issuer discovery names, when it should differ from the one configured. */
    advertisedIssuer?: (issuer: string) => string;
    audience?: string;
  } = {},
): Promise<FakeIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'fake-1', alg: 'RS256', use: 'sig' };
  const userInfo = new Map<string, Record<string, unknown>>();
  const userInfoCalls: string[] = [];
  let base = '';
  let issuer = '';

  const server = createServer((request, response) => {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const path = request.url ?? '';
    if (path === '/realm/.well-known/openid-configuration') {
      json(200, {
        issuer: options.advertisedIssuer?.(issuer) ?? issuer,
        jwks_uri: `${base}/realm/jwks`,
        userinfo_endpoint: `${base}/realm/userinfo`,
      });
    } else if (path === '/realm/jwks') {
      json(200, { keys: [jwk] });
    } else if (path === '/realm/userinfo') {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      userInfoCalls.push(token);
      const claims = userInfo.get(token);
      if (claims) json(200, claims);
      else json(401, { error: 'invalid_token' });
    } else {
      json(404, {});
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  issuer = `${base}/realm${options.withTrailingSlash ? '/' : ''}`;

  return {
    issuer,
    userInfo,
    userInfoCalls,
    sign: (claims, signOptions = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience([options.audience ?? 'member-portal-api', 'member-portal-web'])
        .setIssuedAt()
        .setExpirationTime(signOptions.expiresIn ?? '5m')
        .sign(privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
