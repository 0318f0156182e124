import { describe, expect, it } from 'vitest';
import {
  alphanumerics,
  randomToken,
  returnTokenSchema,
  upperAlphanumerics,
} from './random-token.ts';

describe('random tokens', () => {
  it('makes 40 alphanumerics by default, different each time', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => randomToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9]{40}$/);
      expect(returnTokenSchema.safeParse(token).success).toBe(true);
    }
  });

  it('draws every character of the alphabet about equally often', () => {
    const counts = new Map<string, number>();
    const text = Array.from({ length: 1_000 }, () => randomToken(62)).join('');
    for (const character of text) counts.set(character, (counts.get(character) ?? 0) + 1);
    expect(counts.size).toBe(alphanumerics.length);
    // 62 000 draws: each character expected 1000 times. With `byte % 62` the first eight would
    // come about 1.24 times as often (5 chances in 256 against 4); here all stay within ±15 %.
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(850);
      expect(count).toBeLessThan(1_150);
    }
  });

  it('uses the alphabet it is given and the length asked for', () => {
    expect(randomToken(11, upperAlphanumerics)).toMatch(/^[A-Z0-9]{11}$/);
    expect(() => randomToken(0)).toThrow(RangeError);
    expect(() => randomToken(5, 'a')).toThrow(RangeError);
  });

  it('refuses a return token of another shape', () => {
    expect(returnTokenSchema.safeParse('a'.repeat(39)).success).toBe(false);
    expect(returnTokenSchema.safeParse(`${'a'.repeat(39)}-`).success).toBe(false);
  });
});
