import { addTexts } from './translator.ts';

/** Adds a namespace's texts in both languages: a screen's module adds its own as it loads. */
export function addNamespace(namespace: string, texts: { en: object; da: object }): void {
  addTexts('en', namespace, texts.en);
  addTexts('da', namespace, texts.da);
}
