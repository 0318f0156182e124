import type { Config } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { freepayGateway } from './freepay.ts';
import { type PaymentGateway, PaymentGatewayError, type PaymentProvider } from './gateway.ts';
import { sandboxGateway } from './sandbox/sandbox-gateway.ts';

/** The fields of an organisation's payment configuration that choose and drive the adapter. */
export interface GatewayConfiguration {
  provider: PaymentProvider;
  /** The gateway's API key. */
  clientSecret: string;
  testMode: boolean;
  /** When given, an inactive configuration is refused: payments use the active one. */
  active?: boolean;
  /** The organisation's name, shown by the sandbox window (Freepay shows its own merchant name). */
  merchantName?: string | null;
}

export interface GatewayEnvironment {
  config: Pick<Config, 'publicUrl' | 'freepay'>;
  /** The sandbox keeps its books in our database. */
  db: Database;
  /** Tests may hand in their own fetch for the Freepay adapter. */
  fetch?: typeof fetch;
}

/** The adapter of an organisation's payment configuration (issue 5: the configuration decides). */
export function gatewayFor(
  configuration: GatewayConfiguration,
  environment: GatewayEnvironment,
): PaymentGateway {
  if (configuration.active === false) {
    throw new PaymentGatewayError('misconfigured', 'The payment configuration is not active');
  }
  if (configuration.clientSecret.trim() === '') {
    throw new PaymentGatewayError('misconfigured', 'The payment configuration has no API key');
  }
  switch (configuration.provider) {
    case 'sandbox':
      return sandboxGateway({
        db: environment.db,
        publicUrl: environment.config.publicUrl,
        apiKey: configuration.clientSecret,
        testMode: configuration.testMode,
        merchantName: configuration.merchantName ?? null,
      });
    case 'freepay':
      return freepayGateway({
        ...environment.config.freepay,
        apiKey: configuration.clientSecret,
        testMode: configuration.testMode,
        ...(environment.fetch ? { fetch: environment.fetch } : {}),
      });
  }
}
