import type { FastifyRequest } from 'fastify';

/**
 * Parts of URLs that are keys in themselves: whoever reads them can act with them. The gateway's
 * callback and the calendar feed carry theirs in the path; payment returns, password resets,
 * sign-in redirects and logout carry theirs in the query.
 */
const secretPathSegments = [/(\/callback\/)[^/?#]+/, /(\/calendar\/)(?!subscription\b)[^/?#]+/];
const secretQueryParameters = new Set([
  'token',
  'code',
  'id_token_hint',
  'authorizationidentifier',
  'savedcardidentifier',
]);
export const redacted = '[redacted]';

/** The URL as it may stand in a log: every secret replaced, everything else kept for reading. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  let path = queryStart === -1 ? url : url.slice(0, queryStart);
  for (const pattern of secretPathSegments) path = path.replace(pattern, `$1${redacted}`);
  if (queryStart === -1) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      if (separator === -1) return pair;
      const name = pair.slice(0, separator);
      return secretQueryParameters.has(safeDecode(name).toLowerCase())
        ? `${name}=${redacted}`
        : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
