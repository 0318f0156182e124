import { describe, expect, it } from 'vitest';
import './zod-without-eval.ts';
import { config, z } from 'zod';

describe('zod without eval', () => {
  it('is the setting zod itself reads', () => {
    expect(config().jitless).toBe(true);
  });

  it('never tries to compile a check, which the page policy would report', () => {
    const compiled: unknown[] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      apply: (target, self, args: string[]) => {
        compiled.push(args);
        return Reflect.apply(target, self, args);
      },
      construct: (target, args: string[]) => {
        compiled.push(args);
        return Reflect.construct(target, args);
      },
    });
    try {
      const member = z.object({ name: z.string(), age: z.number() });
      expect(member.parse({ name: 'Anna', age: 41 })).toEqual({ name: 'Anna', age: 41 });
    } finally {
      globalThis.Function = original;
    }
    expect(compiled).toEqual([]);
  });
});
