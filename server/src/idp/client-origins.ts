import type { Config } from '#src/config.ts';

/** Where the web app may be: its public origin, plus the Vite dev server in development. */
export function clientOrigins(config: Config): string[] {
  const origins = [new URL(config.publicUrl).origin];
  if (config.env === 'development') origins.push('http://localhost:5173');
  return [...new Set(origins)];
}
