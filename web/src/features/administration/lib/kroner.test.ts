import { describe, expect, it } from 'vitest';
import { kronerText, parseKroner } from './kroner.ts';

describe('amounts in kroner', () => {
  it('reads Danish and English ways of writing an amount', () => {
    expect(parseKroner('1200')).toBe(120_000);
    expect(parseKroner('1.234,50')).toBe(123_450);
    expect(parseKroner('1234,5')).toBe(123_450);
    expect(parseKroner('1,234.50')).toBe(123_450);
    expect(parseKroner('15 kr.')).toBe(1_500);
    expect(parseKroner('DKK 0.05')).toBe(5);
    expect(parseKroner('1.000')).toBe(100_000);
  });

  it('refuses what is no amount', () => {
    for (const text of ['', 'abc', '-5', '12,345,', '1e3', '12.3.4a']) {
      expect(parseKroner(text), text).toBeNull();
    }
  });

  it('shows øre for editing in the page’s language', () => {
    expect(kronerText(123_450, 'da')).toBe('1234,50');
    expect(kronerText(123_450, 'en')).toBe('1234.50');
  });
});
