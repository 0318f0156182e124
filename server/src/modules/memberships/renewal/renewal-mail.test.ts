import { describe, expect, it } from 'vitest';
import { formatMoney } from '@portal/contracts/format';
import { declineReasonFor } from '@portal/contracts/payment-decline';
import {
  type RenewalFacts,
  type RenewalNewsKind,
  renewalMail,
  renewalNotice,
} from './renewal-mail.tsx';

const kinds: RenewalNewsKind[] = [
  'turned-on',
  'turned-off',
  'card-changed',
  'notice',
  'invitation',
  'renewed',
  'declined',
  'failed',
];

const facts = (kind: RenewalNewsKind, language: 'da' | 'en'): RenewalFacts => ({
  language,
  kind,
  to: { name: 'Anna Jensen' },
  organisation: { name: 'Aarhus Roklub' },
  memberName: 'Emil Jensen',
  isOwn: false,
  card: { brand: 'Visa', lastDigits: '1111', expiry: '12/39' },
  renewal: {
    membershipName: 'Junior',
    periodStart: '2027-01-01',
    periodEnd: '2027-12-31',
    amount: 80_000,
    currency: 'DKK',
    previousAmount: 76_500,
    chargeDate: '2026-12-24',
    nextAttemptOn: kind === 'declined' ? '2026-12-27' : null,
    currentEnd: '2026-12-31',
    orderNumber: 'ROW-M-ABCDEFGHIJK',
  },
  failure: kind === 'declined' || kind === 'failed' ? declineReasonFor(7) : null,
  links: {
    memberships: 'https://portal.example.dk/ui/memberships',
    renew: 'https://portal.example.dk/ui/membership/new?renew=ROWING',
  },
});

describe('what a member is told about automatic renewal', () => {
  it('says each kind of news in Danish, naming the child, the card and the money in Danish form', async () => {
    for (const kind of kinds) {
      const mail = await renewalMail(facts(kind, 'da'));
      expect(mail.subject, kind).not.toMatch(/\b(the|your|is|renewal)\b/i);
      expect(mail.text, kind).toContain('Kære Anna Jensen');
      expect(mail.text, kind).toMatch(/Emil Jensen/);
    }
    const notice = await renewalMail(facts('notice', 'da'));
    expect(notice.text).toContain('Visa •••• 1111, udløber 12/39');
    const kr = (minorUnits: number) => formatMoney(minorUnits, 'DKK', 'da');
    expect(notice.text).toContain(`trækkes ${kr(80_000)} på Visa`);
    expect(notice.text).toContain(`Prisen stiger fra ${kr(76_500)} til ${kr(80_000)}.`);
    const declined = await renewalMail(facts('declined', 'da'));
    expect(declined.text).toContain('Der er ikke dækning på dit kort.');
    expect(declined.text).toContain('Vi prøver igen den 27. dec. 2026');
  });

  it('says the same in English, and links each notice to where the member acts on it', async () => {
    for (const kind of kinds) {
      const mail = await renewalMail(facts(kind, 'en'));
      expect(mail.text, kind).toContain('Dear Anna Jensen');
      expect(mail.text, kind).toContain('Emil Jensen’s membership'.replace('’', "'"));
    }
    expect(renewalNotice(facts('invitation', 'en')).link).toBe(
      'https://portal.example.dk/ui/membership/new?renew=ROWING',
    );
    expect(renewalNotice(facts('failed', 'en')).link).toBe(
      'https://portal.example.dk/ui/membership/new?renew=ROWING',
    );
    expect(renewalNotice(facts('notice', 'en')).link).toBe(
      'https://portal.example.dk/ui/memberships',
    );
    expect((await renewalMail(facts('renewed', 'en'))).text).toContain(
      'The receipt is attached as a PDF.',
    );
  });
});
