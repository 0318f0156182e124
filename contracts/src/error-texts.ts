/**
 * The server's refusals by stable code, in both languages. The server answers with the code, its
 * parameters and the English text (problem+json `code`, `params`, `detail`); the web app shows the
 * text of its own language by code, never by matching the English, and loads only that
 * language's table (error-texts.en.ts, error-texts.da.ts).
 */
import { type ErrorParams, type ErrorTextForms, fillErrorText } from './error-text-format.ts';
import { danishErrorTexts } from './error-texts.da.ts';
import { type ErrorTextCode, englishErrorTexts } from './error-texts.en.ts';
import type { Language } from './language.ts';

export type { ErrorParams } from './error-text-format.ts';
export type { ErrorTextCode } from './error-texts.en.ts';

export const errorTextsIn: Record<Language, Record<ErrorTextCode, ErrorTextForms>> = {
  en: englishErrorTexts,
  da: danishErrorTexts,
};

export const isErrorTextCode = (code: unknown): code is ErrorTextCode =>
  typeof code === 'string' && Object.hasOwn(englishErrorTexts, code);

/** The text of a code in a language, its parameters filled in. */
export function errorText(
  code: ErrorTextCode,
  params: ErrorParams | undefined,
  language: Language,
): string {
  return fillErrorText(errorTextsIn[language][code], params);
}
