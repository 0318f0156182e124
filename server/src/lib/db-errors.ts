/** PostgreSQL error codes arrive on the driver's error, which drizzle wraps as the cause. */
function hasCode(error: unknown, code: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}

export const isUniqueViolation = (error: unknown): boolean => hasCode(error, '23505');
export const isForeignKeyViolation = (error: unknown): boolean => hasCode(error, '23503');

/** A unique violation of one named constraint or unique index. */
export function violatesUnique(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const found = current as { code?: unknown; constraint?: unknown };
    if (found.code === '23505' && found.constraint === constraint) return true;
  }
  return false;
}
