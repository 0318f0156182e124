import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorTextsIn, isErrorTextCode } from '@portal/contracts/error-texts';

/**
 * Every refusal code the server's sources name: in `AppError.of(kind, 'code')`, as a `textCode`
 * or in a choice between codes. TypeScript already refuses a code without texts (`ErrorTextCode`);
 * this finds texts no code uses any more.
 */
function codesTheServerNames(): Set<string> {
  const root = path.resolve(import.meta.dirname, '..');
  const codes = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(file) && !file.endsWith('.test.ts')) {
        const source = fs.readFileSync(file, 'utf8');
        for (const [, literal] of source.matchAll(/'([a-z]+(?:_[a-z]+)+)'/g)) {
          if (literal && isErrorTextCode(literal)) codes.add(literal);
        }
      }
    }
  };
  walk(root);
  return codes;
}

describe('the codes of the server’s refusals', () => {
  it('are each named by the server, so no text is left of a code no longer raised', () => {
    const named = codesTheServerNames();
    expect(named.size).toBeGreaterThan(10);
    expect(Object.keys(errorTextsIn.en).filter((code) => !named.has(code))).toEqual([]);
  });

  it('each have a Danish and an English text', () => {
    for (const code of Object.keys(errorTextsIn.en) as (keyof typeof errorTextsIn.en)[]) {
      expect(errorTextsIn.en[code], code).toBeTruthy();
      expect(errorTextsIn.da[code], code).toBeTruthy();
      expect(errorTextsIn.da[code], code).not.toEqual(errorTextsIn.en[code]);
    }
  });
});
