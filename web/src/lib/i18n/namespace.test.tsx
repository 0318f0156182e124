import { act, render, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { startTransition, Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addNamespace, loadNamespacesIn, withTexts } from './namespace.ts';
import {
  currentTranslatorLanguage,
  hasTexts,
  setTranslatorLanguage,
  t,
  useTranslation,
} from './translator.ts';

// The app's `t` is typed by the app's own namespaces; these are the test's.
const textIn = (namespace: string, key: string) =>
  (t as unknown as (key: string, options: { ns: string }) => string)(key, { ns: namespace });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

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
    const first = deferred<object>();
    const da = vi
      .fn<() => Promise<object>>()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValue({ greeting: 'Hej igen' });
    addNamespace('retried-test', { en: () => Promise.resolve({}), da });
    // The screen waits for the load the module started, rather than starting another.
    const failedScreen = withTexts(Promise.resolve('the screen'));
    first.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(failedScreen).rejects.toThrow('Failed to fetch');
    await expect(withTexts(Promise.resolve('the screen'))).resolves.toBe('the screen');
    expect(hasTexts('da', 'retried-test')).toBe(true);
    expect(da).toHaveBeenCalledTimes(2);
  });

  it('holds a part drawn before its texts are here in its Suspense boundary', async () => {
    setTranslatorLanguage('da');
    const texts = deferred<object>();
    addNamespace('late-test', { en: () => Promise.resolve({}), da: () => texts.promise });
    function Greeting() {
      const { t: translate } = (
        useTranslation as unknown as (ns: string) => {
          t: (key: string) => string;
        }
      )('late-test');
      return <p>{translate('greeting')}</p>;
    }
    // A render that suspends on a promise is awaited, or React warns that it was not.
    // eslint-disable-next-line testing-library/no-unnecessary-act
    await act(async () => {
      render(
        <Suspense fallback={<p>Waiting</p>}>
          <Greeting />
        </Suspense>,
      );
    });
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(screen.queryByText('greeting')).not.toBeInTheDocument();
    await act(async () => texts.resolve({ greeting: 'Hej sent' }));
    expect(await screen.findByText('Hej sent')).toBeInTheDocument();
  });

  it('draws a part whose texts arrived while it waited, with the hooks after its texts', async () => {
    // Added in English, drawn in Danish: the Danish texts are asked for by the render itself, and
    // arrive at once, while React waits; it then draws the part again from where it stopped.
    setTranslatorLanguage('en');
    addNamespace('prompt-test', {
      en: () => Promise.resolve({}),
      da: () => Promise.resolve({ offer: 'Bliv medlem' }),
    });
    setTranslatorLanguage('da');
    function Offer() {
      const { t: translate } = (
        useTranslation as unknown as (ns: string) => {
          t: (key: string) => string;
        }
      )('prompt-test');
      const [isOpen] = useState(true);
      return isOpen ? <p>{translate('offer')}</p> : null;
    }
    // Outside `act`, as the browser does: `act` draws a waiting part afresh rather than go on.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      startTransition(() =>
        root.render(
          <Suspense fallback={<p>Waiting</p>}>
            <Offer />
          </Suspense>,
        ),
      );
      expect(await screen.findByText('Bliv medlem')).toBeInTheDocument();
    } finally {
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});
