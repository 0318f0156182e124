/** Where the API lives: every route under these paths needs a verified token unless listed below. */
export const apiPrefixes = ['/tools/', '/member/api/', '/event/api/', '/org/api/'] as const;

/**
 * The API's routes anyone may call, as Fastify registers them (`METHOD /path/:param`). Anything
 * else under an API prefix is refused with 401 before its handler, or its input checks, run.
 */
export const publicRoutes: ReadonlySet<string> = new Set([
  // The web app reads the identity provider's address before anyone has signed in.
  'GET /tools/api/config/public',
  // Answers whether a token is valid: the token is the credential.
  'POST /tools/api/auth/validate-token',
  // An event's page and its guest registration are for people without an account (SPEC.md 6).
  'GET /event/api/v1/public/eve/:id',
  'POST /event/api/v1/public/eve/:id/registration',
  // A guest joins a full event's waiting list, and answers an offer through the link in the mail:
  // the secret token in the path is the key.
  'POST /event/api/v1/public/eve/:id/waiting-list',
  'GET /event/api/v1/public/waiting-list/:token',
  'DELETE /event/api/v1/public/waiting-list/:token',
  'POST /event/api/v1/public/waiting-list/:token/offer',
  // Calendar programs fetch the feed without signing in; the secret token in the path is the key.
  'GET /event/api/v1/calendar/:token',
  // The gateway calls back from its own servers; the secret callback token is the key.
  'POST /event/api/v1/payment/:provider/callback/:callbackToken',
  'POST /member/api/v1/payment/:provider/callback/:callbackToken',
  'POST /member/api/v1/membership/card/payment/:provider/callback/:callbackToken',
  // The organisations' membership types, shown before signing up, with their logos.
  'GET /org/api/v1/public/membership-list',
  'GET /org/api/v1/public/organisations/:orgKey/logo',
  // The privacy page says, before anyone signs in, whom to ask about one's data.
  'GET /org/api/v1/public/privacy/contacts',
]);

export const isApiRoute = (url: string) => apiPrefixes.some((prefix) => url.startsWith(prefix));

/** Fastify answers HEAD for every GET route; it is as public as the GET. */
export const isPublicRoute = (method: string, url: string) =>
  publicRoutes.has(`${method === 'HEAD' ? 'GET' : method} ${url}`);
