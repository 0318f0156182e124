/**
 * The sandbox window's test cards (DESIGN.md, "Payments") and the checks a real window makes before
 * it asks the card network anything. Pure functions: the page and its tests share them.
 */
import { cardBrandOf } from '../card-brand.ts';

export type TestCardOutcome = { approved: true } | { approved: false; gatewayReason: number };

export interface TestCard {
  number: string;
  outcome: TestCardOutcome;
  /** A card that is approved and saved, but whose later (merchant-initiated) charges fail. */
  laterChargesDeclined?: number;
}

export const sandboxTestCards: readonly TestCard[] = [
  { number: '4111111111111111', outcome: { approved: true } },
  // Gateway status 6, IssuerDeclined: the common "your bank said no".
  { number: '4000000000000002', outcome: { approved: false, gatewayReason: 6 } },
  // Gateway status 7, InsufficientFunds: lets the purchase flow show a second, distinct reason.
  { number: '4000000000009995', outcome: { approved: false, gatewayReason: 7 } },
  // Saved without a problem; an automatic renewal charged to it a year later meets status 7,
  // InsufficientFunds: how a renewal's retries and lapse are tried by hand.
  { number: '4000000000000341', outcome: { approved: true }, laterChargesDeclined: 7 },
];

export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'cardholderName';
export type CardProblem =
  | 'required'
  | 'cardNumberInvalid'
  | 'cardNumberNotTest'
  | 'expiryFormat'
  | 'expiryPast'
  | 'cvcFormat'
  | 'tooLong';

export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
  cardholderName: string;
}

export type CardCheck =
  | { ok: true; digits: string; outcome: TestCardOutcome; expiry: string; card: TestCard }
  | { ok: false; problems: Partial<Record<CardField, CardProblem>> };

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** First six and last four, as card receipts show them; the rest never leaves the request. */
export function maskPan(digits: string): string {
  return `${digits.slice(0, 6)}${'*'.repeat(Math.max(digits.length - 10, 0))}${digits.slice(-4)}`;
}

export function cardTypeOf(digits: string): string {
  return cardBrandOf(digits);
}

/** MM/YY, MM/YYYY or MMYY, as { month, year }; null when it is none of these. */
function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return { month, year };
}

/** The expiry as MM/YY, the form a gateway reports it in. */
function normalExpiry(text: string): string {
  const parsed = parseExpiry(text);
  if (!parsed) return text;
  return `${String(parsed.month).padStart(2, '0')}/${String(parsed.year % 100).padStart(2, '0')}`;
}

/** The card is valid through the last day of its expiry month. */
function checkExpiry(text: string, now: Date): CardProblem | null {
  const parsed = parseExpiry(text);
  if (!parsed) return 'expiryFormat';
  const { month, year } = parsed;
  if (month < 1 || month > 12) return 'expiryFormat';
  const expires = year * 12 + month;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (expires < current) return 'expiryPast';
  if (expires > current + 20 * 12) return 'expiryFormat';
  return null;
}

/** Every problem of the form at once, so the member fixes them in one go. */
export function checkCard(form: CardForm, now: Date = new Date()): CardCheck {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  const digits = form.cardNumber.replace(/[\s-]/g, '');
  let card: TestCard | undefined;
  if (digits === '') problems.cardNumber = 'required';
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    problems.cardNumber = 'cardNumberInvalid';
  } else {
    card = sandboxTestCards.find((test) => test.number === digits);
    if (!card) problems.cardNumber = 'cardNumberNotTest';
  }

  const expiry = form.expiry.trim();
  const expiryProblem = expiry === '' ? 'required' : checkExpiry(expiry, now);
  if (expiryProblem) problems.expiry = expiryProblem;

  const cvc = form.cvc.trim();
  if (cvc === '') problems.cvc = 'required';
  else if (!/^\d{3,4}$/.test(cvc)) problems.cvc = 'cvcFormat';

  const name = form.cardholderName.trim();
  if (name === '') problems.cardholderName = 'required';
  else if (name.length > 100) problems.cardholderName = 'tooLong';

  if (card && Object.keys(problems).length === 0) {
    return { ok: true, digits, outcome: card.outcome, expiry: normalExpiry(expiry), card };
  }
  return { ok: false, problems };
}
