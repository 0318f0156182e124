import type { Language } from '@portal/contracts/language';

/**
 * Amounts typed in kroner, as a Dane writes them ("1.234,50", "1234,5") or as the English page
 * shows them ("1,234.50"): the last comma or point followed by one or two digits is the decimal
 * mark, any other is grouping. Answers øre, or null for what is no amount.
 */
export function parseKroner(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]|kr\.?|DKK/gi, '');
  if (!/^\d(?:[\d.,]*\d)?$/.test(compact)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(compact);
  const whole = (decimal ? compact.slice(0, decimal.index) : compact).replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole)) return null;
  const fraction = (decimal?.[1] ?? '').padEnd(2, '0');
  const ore = Number(whole) * 100 + Number(fraction);
  return Number.isSafeInteger(ore) ? ore : null;
}

/** Øre as the amount field shows it for editing: "1200,00" in Danish, "1200.00" in English. */
export function kronerText(ore: number, language: Language): string {
  const text = (ore / 100).toFixed(2);
  return language === 'da' ? text.replace('.', ',') : text;
}
