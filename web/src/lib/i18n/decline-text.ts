import { useTranslation } from '#src/lib/i18n/translator.ts';
import { membershipsNs } from './memberships-namespace.ts';
import type { membershipsEn } from './memberships-texts.ts';

type DeclineKey = keyof typeof membershipsEn.decline;

/** A gateway's decline as the server names it: a stable key and its English sentence. */
export interface Decline {
  key: string;
  message: string;
}

/**
 * The sentence of a card decline in the page's language. The server's sentence is English; its
 * stable key (contracts/payment-decline) picks the translation, and an unknown key keeps it.
 */
export function useDeclineText() {
  const { t, i18n } = useTranslation(membershipsNs);
  // Only the page's language is loaded: it has every key the English texts have.
  const isDeclineKey = (key: string): key is DeclineKey =>
    i18n.exists(`decline.${key}`, { ns: membershipsNs });
  return (decline: Decline | null | undefined, fallback?: string): string => {
    if (decline && isDeclineKey(decline.key)) return t(`decline.${decline.key}`);
    return decline?.message ?? fallback ?? t('decline.unknown');
  };
}

/** A sentence to quote inside another: without its full stop. */
export const withoutFullStop = (sentence: string) => sentence.replace(/\.\s*$/, '');
