import {
  addTextLoaders,
  addTexts,
  currentTranslatorLanguage,
  type LoadTexts,
  loadTexts,
  namespacesWithLoaders,
} from './translator.ts';

/**
 * Adds a namespace whose texts load by language (issue 19: a screen's load carries one language's
 * texts, not both). The texts in use start loading as the screen's module is evaluated; a screen
 * loaded as a route waits for them (`withTexts`), a part drawn before they are here waits in its
 * Suspense boundary (`useTranslation`), and a switch of language loads them first.
 */
export function addNamespace(namespace: string, texts: { en: LoadTexts; da: LoadTexts }): void {
  addTextLoaders(namespace, texts);
  void loadTexts(namespace, currentTranslatorLanguage()).catch(() => undefined);
}

/** Adds a small namespace's texts in both languages at once. */
export function addNamespaceTexts(namespace: string, texts: { en: object; da: object }): void {
  addTexts('en', namespace, texts.en);
  addTexts('da', namespace, texts.da);
}

/** The texts of every namespace added so far, in a language: loaded before switching to it. */
export async function loadNamespacesIn(lng: string): Promise<void> {
  await Promise.all(namespacesWithLoaders().map((namespace) => loadTexts(namespace, lng)));
}

/**
 * A route's module, once the texts of the namespaces it added are there in the language in use,
 * so the router draws the screen at once rather than a fallback for its texts.
 */
export async function withTexts<T>(loadingModule: Promise<T>): Promise<T> {
  const loaded = await loadingModule;
  await loadNamespacesIn(currentTranslatorLanguage());
  return loaded;
}
