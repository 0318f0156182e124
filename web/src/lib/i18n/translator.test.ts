import { describe, expect, it } from 'vitest';
import { addTexts, setTranslatorLanguage, t } from './translator.ts';

// A namespace of its own: the app's texts share the translator with the other test files.
const ns = 'translator-test';
addTexts('en', ns, {
  greeting: 'Hello {{name}}',
  nested: { place: 'At {{where.name}}' },
  tickets_zero: 'No tickets',
  tickets_one: '{{count}} ticket',
  tickets_other: '{{count}} tickets',
  onlyEnglish: 'English only',
  rows: ['Kept {{years}} years', 'Deleted'],
});
addTexts('da', ns, {
  greeting: 'Hej {{name}}',
  tickets_one: '{{count}} billet',
  tickets_other: '{{count}} billetter',
});

const translate = (key: string, options: Record<string, unknown> = {}) =>
  (t as unknown as (key: string, options: object) => unknown)(key, { ns, ...options });

describe('the translator', () => {
  it('fills in values, also from nested objects, and leaves missing ones empty', () => {
    setTranslatorLanguage('en');
    expect(translate('greeting', { name: 'Anna' })).toBe('Hello Anna');
    expect(translate('nested.place', { where: { name: 'the club' } })).toBe('At the club');
    expect(translate('greeting')).toBe('Hello ');
  });

  it('chooses the plural form, _zero first for none', () => {
    setTranslatorLanguage('en');
    expect(translate('tickets', { count: 0 })).toBe('No tickets');
    expect(translate('tickets', { count: 1 })).toBe('1 ticket');
    expect(translate('tickets', { count: 3 })).toBe('3 tickets');
  });

  it('falls back to English where a Danish text is missing, and to the key', () => {
    setTranslatorLanguage('da');
    expect(translate('greeting', { name: 'Anna' })).toBe('Hej Anna');
    expect(translate('tickets', { count: 2 })).toBe('2 billetter');
    // As i18next: a Danish plural form comes before an English text for none.
    expect(translate('tickets', { count: 0 })).toBe('0 billetter');
    expect(translate('onlyEnglish')).toBe('English only');
    expect(translate('missing.key')).toBe('missing.key');
    setTranslatorLanguage('en');
  });

  it('returns lists and objects only when asked, filled in', () => {
    expect(translate('rows', { returnObjects: true, years: 5 })).toEqual([
      'Kept 5 years',
      'Deleted',
    ]);
    expect(translate('rows')).toBe('rows');
  });
});
