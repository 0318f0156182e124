import { describe, expect, it } from 'vitest';
import { errorText, errorTextsIn } from './error-texts.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
const forms = (text: string | { one: string; other: string }) =>
  typeof text === 'string' ? [text] : [text.one, text.other];

describe('the texts of the server’s refusals', () => {
  it('says each in Danish in its own words, with the same parameters as the English', () => {
    for (const [code, text] of Object.entries(errorTextsIn.en)) {
      const english = forms(text);
      const danish = forms(errorTextsIn.da[code as keyof typeof errorTextsIn.da]);
      for (const text of [...english, ...danish]) expect(text.trim(), code).not.toBe('');
      expect(danish.join(), code).not.toBe(english.join());
      const names = (all: string[]) => [...new Set(all.flatMap(placeholders))].sort();
      expect(
        names(danish).filter((name) => name !== 'count'),
        code,
      ).toEqual(names(english).filter((name) => name !== 'count'));
    }
  });

  it('fills in the parameters and picks the form by count', () => {
    expect(errorText('too_few_places', { count: 1, asked: 3 }, 'en')).toBe(
      'Only 1 place is left; 3 were asked for.',
    );
    expect(errorText('too_few_places', { count: 2, asked: 3 }, 'da')).toBe(
      'Der er kun 2 pladser tilbage; der blev bedt om 3.',
    );
    expect(errorText('event_full', undefined, 'da')).toBe('Arrangementet er fuldt booket.');
  });
});
