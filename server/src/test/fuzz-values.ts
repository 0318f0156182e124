import type { ZodType } from 'zod';

/**
 * Values for the route fuzz test: a plausible value for a JSON Schema (so a request gets past the
 * fields it does not vary), and hostile ones for the field it does.
 */

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  minLength?: number;
  pattern?: string;
  default?: unknown;
}

const sampleUuid = '00000000-0000-4000-8000-000000000000';

/** A value the schema probably accepts; good enough to reach the field being varied. */
export function plausible(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (alternative) return plausible(alternative, depth + 1);
  const type = [schema.type ?? 'string'].flat()[0] ?? 'string';
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          plausible(value, depth + 1),
        ]),
      );
    case 'array':
      return [plausible(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      if (schema.format === 'uuid') return sampleUuid;
      if (schema.format === 'email') return 'fuzz@example.test';
      if (schema.format === 'date') return '2026-01-01';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
      if (schema.format === 'uri') return 'https://example.test/';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}

/** Hostile values of any JSON type, for a body field. */
export const hostileJson: unknown[] = [
  null,
  '',
  'nul\u0000byte',
  'escape\u001b[2J and bell\u0007',
  'line\r\nbreak',
  'x'.repeat(10_000),
  '\ud800 lone surrogate',
  'ﬀ 𝕏 ‮ right-to-left',
  "'; drop table members; --",
  '../../../../etc/passwd',
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  [],
  [null, 'x', 1],
  {},
  { nested: { deeper: { deepest: ['x'] } } },
];

/** Hostile values for a path parameter or a query string, where everything is text. */
export const hostileText: string[] = [
  '',
  'nul\u0000byte',
  'line\nbreak',
  'x'.repeat(5_000),
  '-1',
  '1e999',
  'NaN',
  'null',
  'true',
  '%',
  '../..',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '😀',
];

/** Whole bodies that are no object at all, or too much of one. */
export const hostileBodies: string[] = [
  'null',
  '[]',
  '"text"',
  '12',
  '{',
  '{"a":'.repeat(200) + '1' + '}'.repeat(200),
  JSON.stringify({ list: Array.from({ length: 5000 }, () => 'x') }),
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
];

type Path = (string | number)[];
const candidates: unknown[] = [
  'x',
  'Denmark',
  '8000',
  '+4520123456',
  'fuzz@example.test',
  '2000-01-01',
  sampleUuid,
  'A'.repeat(40),
  1,
  true,
];

export function setAt(target: unknown, path: Path, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (Array.isArray(target)) {
    const copy: unknown[] = target.slice();
    copy[Number(head)] = setAt(copy[Number(head)], rest, value);
    return copy;
  }
  const container: Record<string, unknown> =
    typeof target === 'object' && target !== null ? { ...target } : {};
  container[String(head)] = setAt(container[String(head)], rest, value);
  return container;
}

/**
 * A value the schema accepts, where one can be found: the plausible value, then each field the
 * schema still refuses tried with common shapes (a postcode, a country, a phone number, ...).
 */
export function acceptedBy(schema: ZodType, start: unknown): unknown {
  let value = start;
  for (let round = 0; round < 4; round += 1) {
    const result = schema.safeParse(value);
    if (result.success) return value;
    for (const issue of result.error.issues) {
      const path = issue.path.filter((key) => typeof key !== 'symbol');
      const fixed = candidates
        .map((candidate) => setAt(value, path, candidate))
        .find(
          (attempt) =>
            !schema
              .safeParse(attempt)
              .error?.issues.some((other) => other.path.join('.') === path.join('.')),
        );
      if (fixed !== undefined) value = fixed;
    }
  }
  return value;
}

/** Every path to a field of a value, down to `depth` levels, for varying one field at a time. */
export function fieldPaths(value: unknown, depth = 3, prefix: Path = []): Path[] {
  if (depth === 0 || typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    return [path, ...fieldPaths(inner, depth - 1, path)];
  });
}
