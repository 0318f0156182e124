import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorTexts, isErrorTextCode } from '@portal/contracts/error-texts';

/** Every `AppError.of(kind, 'code', ...)` and `textCode: 'code'` in the server's sources. */
function codesTheServerRaises(): Set<string> {
  const root = path.resolve(import.meta.dirname, '..');
  const codes = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.ts') && !file.endsWith('.test.ts')) {
        const source = fs.readFileSync(file, 'utf8');
        const raisedHere = source.matchAll(
          /AppError\.of\(\s*'[A-Z_]+',\s*'([a-z_]+)'|textCode: '([a-z_]+)'/g,
        );
        for (const match of raisedHere) {
          codes.add(match[1] ?? match[2] ?? '');
        }
      }
    }
  };
  walk(root);
  return codes;
}

describe('the codes of the server’s refusals', () => {
  it('each have a Danish and an English text, and every text is of a code still raised', () => {
    const raised = codesTheServerRaises();
    expect(raised.size).toBeGreaterThan(10);
    expect([...raised].filter((code) => !isErrorTextCode(code))).toEqual([]);
    expect(Object.keys(errorTexts).filter((code) => !raised.has(code))).toEqual([]);
  });
});
