import { afterEach, describe, expect, it, vi } from 'vitest';
import { addNamespace, loadNamespacesIn, withTexts } from './namespace.ts';
import { currentTranslatorLanguage, hasTexts, setTranslatorLanguage, t } from './translator.ts';

// The app's `t` is typed by the app's own namespaces; these are the test's.
const textIn = (namespace: string, key: string) =>
  (t as unknown as (key: string, options: { ns: string }) => string)(key, { ns: namespace });

describe('a namespace loaded by language', () => {
  const language = currentTranslatorLanguage();
  afterEach(() => setTranslatorLanguage(language));

  it('loads only the language in use, and a screen waits for it', async () => {
    setTranslatorLanguage('da');
    const en = vi.fn(() => Promise.resolve({ greeting: 'Hello' }));
    const da = vi.fn(() => Promise.resolve({ greeting: 'Hej' }));
    addNamespace('greetings-test', { en, da });
    const screen = await withTexts(Promise.resolve('the screen'));
    expect(screen).toBe('the screen');
    expect(textIn('greetings-test', 'greeting')).toBe('Hej');
    expect(en).not.toHaveBeenCalled();

    // Switching loads the other language's texts of every namespace added so far.
    await loadNamespacesIn('en');
    setTranslatorLanguage('en');
    expect(textIn('greetings-test', 'greeting')).toBe('Hello');
  });

  it('fails a screen whose texts could not load, and asks again the next time', async () => {
    setTranslatorLanguage('da');
    const failed = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const da = vi
      .fn<() => Promise<object>>()
      // Once as the module added it, once as the screen waited for it.
      .mockImplementationOnce(failed)
      .mockImplementationOnce(failed)
      .mockResolvedValue({ greeting: 'Hej igen' });
    addNamespace('retried-test', { en: () => Promise.resolve({}), da });
    await expect(withTexts(Promise.resolve('the screen'))).rejects.toThrow('Failed to fetch');
    await expect(withTexts(Promise.resolve('the screen'))).resolves.toBe('the screen');
    expect(hasTexts('da', 'retried-test')).toBe(true);
    expect(da).toHaveBeenCalledTimes(3);
  });
});
