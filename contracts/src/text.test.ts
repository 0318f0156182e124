import { describe, expect, it } from 'vitest';
import { multiLineText, singleLineText } from './text.ts';
import { hasControlCharacters } from './control-characters.ts';

describe('text fields', () => {
  it('refuse control characters, and line breaks outside multi-line fields', () => {
    for (const bad of ['a\u0000b', 'bell\u0007', 'esc\u001b[31m', 'del\u007f', 'c1\u0085']) {
      expect(singleLineText().safeParse(bad).success).toBe(false);
      expect(multiLineText().safeParse(bad).success).toBe(false);
    }
    expect(singleLineText().safeParse('two\nlines').success).toBe(false);
    expect(multiLineText().safeParse('two\r\nlines\twith a tab').success).toBe(true);
    expect(singleLineText().safeParse('Søren Ærø – “quoted” 😀').success).toBe(true);
    expect(singleLineText().safeParse('a\u0000').error?.issues[0]?.message).toBe(
      'must not contain control characters',
    );
  });

  it('tell whether a text has them', () => {
    expect(hasControlCharacters('line\nbreak')).toBe(true);
    expect(hasControlCharacters('line\nbreak', { multiLine: true })).toBe(false);
    expect(hasControlCharacters('nul\u0000', { multiLine: true })).toBe(true);
  });
});
