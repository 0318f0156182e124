import {
  type ErrorParams,
  type ErrorTextForms,
  fillErrorText,
} from '@portal/contracts/error-text-format';
import type { ErrorTextCode } from '@portal/contracts/error-texts.en';
import { detectPageLanguage, languageCookie } from '@portal/contracts/page-language';
import type { Translation } from './en.ts';
import {
  addTexts,
  currentTranslatorLanguage,
  hasTexts,
  setTranslatorLanguage,
} from './translator.ts';
import { loadNamespacesIn } from './namespace.ts';
import { warmUpDateFormats } from '../date-formats-warm-up.ts';

export const languages = ['da', 'en'] as const;
export type Language = (typeof languages)[number];

const storageKey = 'portal.language';

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/**
 * The stored choice wins; then the browser's first Danish or English preference; Danish otherwise,
 * since the clubs are Danish. The server decides the prerendered page's language the same way.
 */
export function detectLanguage(stored: string | null, preferred: readonly string[]): Language {
  return detectPageLanguage(stored, preferred);
}

/** Mirrors the choice in a cookie, so the server sends the page's HTML in it (issue 19). */
function mirrorInCookie(lng: Language): void {
  document.cookie = `${languageCookie}=${lng}; path=/; max-age=31536000; samesite=lax`;
}

function readStored(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** The server's refusals by code, in each language loaded so far (with that language's texts). */
const refusals: Partial<Record<Language, Record<ErrorTextCode, ErrorTextForms>>> = {};

/** Only the language in use is loaded: the other one would count against the first load. */
const translations: Record<Language, () => Promise<Translation>> = {
  da: async () => {
    const [{ da }, { danishErrorTexts }] = await Promise.all([
      import('./da.ts'),
      import('@portal/contracts/error-texts.da'),
    ]);
    refusals.da = danishErrorTexts;
    return da;
  },
  en: async () => {
    const [{ en }, { englishErrorTexts }] = await Promise.all([
      import('./en.ts'),
      import('@portal/contracts/error-texts.en'),
    ]);
    refusals.en = englishErrorTexts;
    return en;
  },
};

/** A language's texts with the server's refusals in it; also the page renderer's (issue 19). */
export async function loadTranslation(lng: Language): Promise<void> {
  if (hasTexts(lng, 'translation')) return;
  addTexts(lng, 'translation', await translations[lng]());
}

export async function initI18n(): Promise<void> {
  const stored = readStored();
  const lng = detectLanguage(stored, navigator.languages);
  // A choice made before the cookie existed reaches the server from the next page on.
  if (stored === lng) mirrorInCookie(lng);
  document.documentElement.lang = lng;
  // Started beside the texts: the page's first dates come after them, by when the worker has
  // prepared their formats off the main thread.
  warmUpDateFormats(lng);
  await loadTranslation(lng);
  setTranslatorLanguage(lng);
}

export function currentLanguage(): Language {
  const lng = currentTranslatorLanguage();
  return isLanguage(lng) ? lng : 'da';
}

/** A refusal of the server in the page's language, by its code; undefined for a code without. */
export function refusalText(code: string | undefined, params?: ErrorParams): string | undefined {
  const table = refusals[currentLanguage()];
  if (code === undefined || !table || !Object.hasOwn(table, code)) return undefined;
  return fillErrorText(table[code as ErrorTextCode], params);
}

/** Switches and remembers the language, and tells assistive technology through `lang`. */
export async function changeLanguage(lng: Language): Promise<void> {
  try {
    localStorage.setItem(storageKey, lng);
  } catch {
    // Private browsing may refuse storage; the switch still works for this visit.
  }
  mirrorInCookie(lng);
  // Every text the screens loaded so far need, in the new language, before any of them switches.
  await Promise.all([loadTranslation(lng), loadNamespacesIn(lng)]);
  document.documentElement.lang = lng;
  setTranslatorLanguage(lng);
}
