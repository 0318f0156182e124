import type { TFunction } from 'i18next';
import type { useTranslation as typedUseTranslation } from 'react-i18next';
import { use, useMemo, useSyncExternalStore } from 'react';

/**
 * The app's translator: i18next's way of writing texts (namespaces, `{{name}}`, plurals by
 * `_zero`, `_one`, `_other` and so on, `returnObjects`, English where a Danish text is missing) in
 * a few lines instead of i18next and react-i18next (about 15 kB gzipped in every first load,
 * issue 19). Their type declarations still check every key and its values (`app/i18next.d.ts`).
 */

type Texts = Readonly<Record<string, unknown>>;

interface Options {
  count?: unknown;
  returnObjects?: boolean;
  ns?: string;
  [name: string]: unknown;
}

const defaultNamespace = 'translation';
const fallbackLanguage = 'en';

const resources: Record<string, Record<string, Texts>> = {};
let language = 'da';
const listeners = new Set<() => void>();

export const currentTranslatorLanguage = (): string => language;

export function hasTexts(lng: string, namespace: string): boolean {
  return resources[lng]?.[namespace] !== undefined;
}

/** Adds (or extends) a namespace's texts in one language. */
export function addTexts(lng: string, namespace: string, texts: object): void {
  const namespaces = (resources[lng] ??= {});
  namespaces[namespace] = { ...namespaces[namespace], ...(texts as Texts) };
}

export type LoadTexts = () => Promise<object>;

/** The namespaces whose texts load by language (issue 19), and their loads, kept. */
const textLoaders = new Map<string, Readonly<Record<string, LoadTexts>>>();
const textLoads = new Map<string, Promise<void>>();

export function addTextLoaders(namespace: string, loaders: Record<string, LoadTexts>): void {
  textLoaders.set(namespace, loaders);
}

export const namespacesWithLoaders = (): string[] => [...textLoaders.keys()];

/** A promise React's `use` reads without waiting once `status` says it is fulfilled. */
type Tracked = Promise<void> & { status?: 'fulfilled'; value?: undefined };

/** Texts already here that no load brought (added by `addTexts` alone). */
const textsHere: Tracked = Object.assign(Promise.resolve(), {
  status: 'fulfilled' as const,
  value: undefined,
});

/**
 * A namespace's texts in a language, loaded once. Always the same promise for a namespace and a
 * language, marked fulfilled once the texts are here: React may draw a waiting part again and
 * wants the promise it waited for, and a part drawn later reads it without waiting. A failed
 * load is forgotten, so the next screen asks again.
 */
export function loadTexts(namespace: string, lng: string): Promise<void> {
  const key = `${lng}:${namespace}`;
  const known = textLoads.get(key);
  if (known) return known;
  const load = textLoaders.get(namespace)?.[lng];
  if (!load || hasTexts(lng, namespace)) return textsHere;
  const loading: Tracked = load().then(
    (texts) => {
      addTexts(lng, namespace, texts);
      loading.status = 'fulfilled';
      loading.value = undefined;
    },
    (error: unknown) => {
      textLoads.delete(key);
      throw error;
    },
  );
  textLoads.set(key, loading);
  return loading;
}

/** Every `useTranslation` renders again in the new language. */
export function setTranslatorLanguage(lng: string): void {
  if (lng === language) return;
  language = lng;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function lookup(lng: string, namespace: string, key: string): unknown {
  let value: unknown = resources[lng]?.[namespace];
  for (const part of key.split('.')) {
    // Own texts only: a key from outside (a server's code) may be named like `constructor`.
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, part))
      return undefined;
    value = (value as Texts)[part];
  }
  return value;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(lng: string, count: number): string {
  let rules = pluralRules.get(lng);
  if (!rules) {
    rules = new Intl.PluralRules(lng);
    pluralRules.set(lng, rules);
  }
  return rules.select(count);
}

/** As i18next looks: `_zero` for 0, then the language's plural form, then the key itself. */
function resolve(namespace: string, key: string, count: unknown): unknown {
  const languages = language === fallbackLanguage ? [language] : [language, fallbackLanguage];
  for (const lng of languages) {
    const keys =
      typeof count === 'number'
        ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralOf(lng, count)}`, key]
        : [key];
    for (const candidate of keys) {
      const found = lookup(lng, namespace, candidate);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function valueAt(options: Options, path: string): unknown {
  let value: unknown = options;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Texts)[part];
  }
  return value;
}

function interpolate(found: unknown, options: Options): unknown {
  if (typeof found === 'string') {
    return found.replace(/\{\{(.+?)\}\}/g, (_match, name: string) => {
      const value = valueAt(options, name.trim());
      if (typeof value === 'string') return value;
      return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
    });
  }
  if (Array.isArray(found)) return found.map((item) => interpolate(item, options));
  if (typeof found === 'object' && found !== null) {
    return Object.fromEntries(
      Object.entries(found).map(([name, item]) => [name, interpolate(item, options)]),
    );
  }
  return found;
}

function translate(namespace: string, key: string, options: Options = {}): unknown {
  const found = resolve(options.ns ?? namespace, key, options.count);
  if (found === undefined) return key;
  if (typeof found === 'object' && found !== null && !options.returnObjects) return key;
  return interpolate(found, options);
}

function exists(key: string, options: { ns?: string } = {}): boolean {
  return resolve(options.ns ?? defaultNamespace, key, undefined) !== undefined;
}

/** `t` of the default namespace, for code outside components (an error page's message). */
export const t = ((key: string, options?: Options) =>
  translate(defaultNamespace, key, options)) as unknown as TFunction;

function useTranslationOf(namespace: string = defaultNamespace) {
  const lng = useSyncExternalStore(subscribe, currentTranslatorLanguage, currentTranslatorLanguage);
  // A part drawn before its texts are here waits in its Suspense boundary rather than show keys.
  // Called on every render of a namespace that loads, never only sometimes: React may draw a
  // waiting part again from where `use` stopped it, and its hooks after `use` must then match.
  if (textLoaders.has(namespace)) use(loadTexts(namespace, lng));
  return useMemo(() => {
    const translateIn = (key: string, options?: Options) => translate(namespace, key, options);
    // A new `t` with each language: the components using it render again.
    return { t: translateIn, i18n: { language: lng, exists }, ready: true };
  }, [namespace, lng]);
}

/** As react-i18next's `useTranslation(namespace)`, typed by its declaration. */
export const useTranslation = useTranslationOf as unknown as typeof typedUseTranslation;
