import { addTexts, currentTranslatorLanguage, hasTexts } from './translator.ts';

type Load = () => Promise<object>;

/** Each namespace's texts by language, loaded one language at a time. */
const namespaces = new Map<string, Record<string, Load>>();

// Asked for twice at once, a module is still fetched once: the browser keeps one per address.
async function loadNamespace(namespace: string, lng: string): Promise<void> {
  const load = namespaces.get(namespace)?.[lng];
  if (load && !hasTexts(lng, namespace)) addTexts(lng, namespace, await load());
}

/**
 * Adds a namespace whose texts load by language (issue 19: a screen's load carries one language's
 * texts, not both). The texts in use start loading as the screen's module is evaluated; whatever
 * loads a screen waits for them with `withTexts`, and a switch of language loads them first.
 */
export function addNamespace(namespace: string, texts: { en: Load; da: Load }): void {
  namespaces.set(namespace, texts);
  void loadNamespace(namespace, currentTranslatorLanguage()).catch(() => undefined);
}

/** Adds a small namespace's texts in both languages at once. */
export function addNamespaceTexts(namespace: string, texts: { en: object; da: object }): void {
  addTexts('en', namespace, texts.en);
  addTexts('da', namespace, texts.da);
}

/** The texts of every namespace added so far, in a language: loaded before switching to it. */
export async function loadNamespacesIn(lng: string): Promise<void> {
  await Promise.all([...namespaces.keys()].map((namespace) => loadNamespace(namespace, lng)));
}

/**
 * A screen's module, once the texts of the namespaces it added are there in the language in use:
 * every lazily loaded screen goes through it, so its first render never shows a text's key.
 */
export async function withTexts<T>(loadingModule: Promise<T>): Promise<T> {
  const loaded = await loadingModule;
  await loadNamespacesIn(currentTranslatorLanguage());
  return loaded;
}
