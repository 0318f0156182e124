import { z } from 'zod';

/** The portal's languages: Danish by default, English one click away. */
export const languages = ['da', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'da';

export const languageSchema = z.enum(languages, `must be one of ${languages.join(', ')}`);

/** A language tag as a browser or provider sends it ("en-GB", "da"), or the default. */
export function languageOf(tag: string | null | undefined): Language {
  const primary = tag?.trim().slice(0, 2).toLowerCase();
  return languages.find((language) => language === primary) ?? defaultLanguage;
}
