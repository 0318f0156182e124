import { PaymentGatewayError } from './gateway-error.ts';

export type FreepayAuthScheme = 'raw' | 'basic';

export interface FreepayConnection {
  apiKey: string;
  /** e.g. https://gw.freepay.dk/api (payment windows). */
  gatewayUrl: string;
  /** e.g. https://mw.freepay.dk/api/v2 (authorizations and saved cards). */
  managementUrl: string;
  authScheme: FreepayAuthScheme;
  /** SPEC.md section 9: calls time out after 10 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * INTEGRATIONS.md: the header carries the raw API key; some clients send Basic instead. [?] Which
 * one Freepay wants is not confirmed, hence FREEPAY_AUTH_SCHEME. The one public client seen with
 * Basic encodes the key as the user name with an empty password, which is what we do.
 */
export function authorizationHeader(apiKey: string, scheme: FreepayAuthScheme): string {
  return scheme === 'basic' ? `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}` : apiKey;
}

export interface FreepayCall {
  /** For messages: "capture", "read authorization", ... */
  operation: string;
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  body?: object;
  /** Capture, void, refund and charges move money: an unanswered one may have happened. */
  changesState: boolean;
  /** Management calls answer 406 when no authorization matches. */
  notFoundOn406: boolean;
}

/** A 2xx answer's body: parsed JSON, or undefined when it was empty. */
export type FreepayBody = unknown;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The gateway's own words about a failure, short, for logs and errors. */
function gatewayMessage(body: unknown): string {
  if (!isRecord(body)) return '';
  const text = [body.ErrorMessage, body.Message, body.message, body.GatewayStatusMessage].find(
    (value): value is string => typeof value === 'string' && value.length > 0,
  );
  return text ? `: ${text.slice(0, 200)}` : '';
}

/** The gateway status code of a refused charge, where the answer carries one. [?] */
function gatewayStatusCode(body: Record<string, unknown>): number | undefined {
  const result = isRecord(body.OperationResult) ? body.OperationResult : body;
  const code = result.GatewayStatusCode;
  return typeof code === 'number' && Number.isInteger(code) ? code : undefined;
}

async function readBody(response: Response): Promise<{ parsed: unknown; readable: boolean }> {
  const text = await response.text();
  if (text.trim() === '') return { parsed: undefined, readable: true };
  try {
    return { parsed: JSON.parse(text) as unknown, readable: true };
  } catch {
    return { parsed: undefined, readable: false };
  }
}

/**
 * One call to Freepay, turned into a body or a `PaymentGatewayError`. Nothing is retried here: no
 * Freepay call has an idempotency key, so the caller decides after reading the authorization.
 */
export async function callFreepay(
  connection: FreepayConnection,
  call: FreepayCall,
): Promise<FreepayBody> {
  const fetchImpl = connection.fetch ?? fetch;
  const timeoutMs = connection.timeoutMs ?? 10_000;
  const headers: Record<string, string> = {
    authorization: authorizationHeader(connection.apiKey, connection.authScheme),
    accept: 'application/json',
  };
  if (call.body) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetchImpl(call.url, {
      method: call.method,
      headers,
      body: call.body ? JSON.stringify(call.body) : null,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new PaymentGatewayError(
      'unavailable',
      `Freepay ${call.operation}: ${timedOut ? `no answer within ${timeoutMs / 1000} s` : 'could not be reached'}`,
      { outcomeUnknown: call.changesState, cause: error },
    );
  }

  const status = response.status;
  let body: { parsed: unknown; readable: boolean };
  try {
    body = await readBody(response);
  } catch (error) {
    throw new PaymentGatewayError('unavailable', `Freepay ${call.operation}: answer cut off`, {
      httpStatus: status,
      outcomeUnknown: call.changesState,
      cause: error,
    });
  }
  const details = { httpStatus: status };

  if (status === 401 || status === 403) {
    throw new PaymentGatewayError(
      'misconfigured',
      `Freepay ${call.operation}: the API key was refused (HTTP ${status})`,
      details,
    );
  }
  if (status === 406 && call.notFoundOn406) {
    throw new PaymentGatewayError(
      'not-found',
      `Freepay ${call.operation}: no matching authorization`,
      details,
    );
  }
  if (status >= 500) {
    throw new PaymentGatewayError(
      'unavailable',
      `Freepay ${call.operation}: HTTP ${status}${gatewayMessage(body.parsed)}`,
      { ...details, outcomeUnknown: call.changesState },
    );
  }
  if (status >= 300) {
    throw new PaymentGatewayError(
      'rejected',
      `Freepay ${call.operation}: HTTP ${status}${gatewayMessage(body.parsed)}`,
      details,
    );
  }
  if (!body.readable) {
    throw new PaymentGatewayError(
      'unavailable',
      `Freepay ${call.operation}: the answer is not JSON`,
      { ...details, outcomeUnknown: call.changesState },
    );
  }
  // INTEGRATIONS.md: a 2xx answer with IsSuccess false is a failure.
  if (isRecord(body.parsed) && body.parsed.IsSuccess === false) {
    const code = gatewayStatusCode(body.parsed);
    const acquirer = body.parsed.AcquirerStatusCode;
    throw new PaymentGatewayError(
      'rejected',
      `Freepay ${call.operation}: refused${code === undefined ? '' : ` (gateway status ${code})`}${
        typeof acquirer === 'number' || typeof acquirer === 'string'
          ? ` (acquirer status ${String(acquirer)})`
          : ''
      }${gatewayMessage(body.parsed)}`,
      { ...details, ...(code === undefined ? {} : { gatewayStatusCode: code }) },
    );
  }
  return body.parsed;
}
