import i18next from 'i18next';

/**
 * Adds a namespace's texts in both languages once i18next is set up: screens load after start-up,
 * and unit tests may import them before.
 */
export function addNamespace(namespace: string, texts: { en: object; da: object }): void {
  const add = () => {
    i18next.addResourceBundle('en', namespace, texts.en, true, false);
    i18next.addResourceBundle('da', namespace, texts.da, true, false);
  };
  if (i18next.isInitialized) add();
  else i18next.on('initialized', add);
}
