/**
 * The card brand from the first digits of a card number, or of a masked one ("411111******1111"):
 * the issuer prefixes need only the first two. Enough for a receipt; not a validation.
 */
export function cardBrandOf(digits: string): string {
  if (digits.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  return 'Card';
}

/** "Visa •••• 1111" parts from a masked number, or null when there is none to read. */
export function cardOf(maskedPan: string | null): { brand: string; lastFour: string } | null {
  const compact = maskedPan?.replace(/\s/g, '') ?? '';
  const lastFour = /(\d{4})$/.exec(compact)?.[1];
  if (!lastFour) return null;
  return { brand: cardBrandOf(compact), lastFour };
}
