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

/** The exact message of SPEC.md section 8 for an unknown route. */
export function pageNotFound(fullPath: string): HttpStatusError {
  return new HttpStatusError(404, `Page not found: ${fullPath}`);
}
