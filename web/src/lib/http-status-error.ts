import { t } from './i18n/translator.ts';

/** Thrown by routes and guards to show the error page with a given status (SPEC.md section 2). */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpStatusError';
  }
}

/** SPEC.md section 8's message for an unknown route, in the page's language. */
export function pageNotFound(fullPath: string): HttpStatusError {
  return new HttpStatusError(404, t('errors.pathNotFound', { path: fullPath }));
}
