/** One value an administrator's change set, as the audit record kept it. */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields whose values differ between the record's `before` and `after`. */
export function changesOf(details: Record<string, unknown>): AuditChange[] {
  const before = isRecord(details.before) ? details.before : {};
  const after = isRecord(details.after) ? details.after : {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

/** What else the record says (whom a role went to, a refund's reason), without the bookkeeping. */
export function otherDetailsOf(details: Record<string, unknown>): [string, unknown][] {
  return Object.entries(details).filter(
    ([key, value]) => !['before', 'after', 'orgKey'].includes(key) && !isRecord(value),
  );
}
