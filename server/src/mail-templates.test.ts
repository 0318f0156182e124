import { describe, expect, it } from 'vitest';
import type { Language } from '@portal/contracts/language';
import { emailVerificationMail } from '#src/idp/email-verification-mail.tsx';
import { passwordResetMail } from '#src/idp/password-reset-mail.tsx';
import type { RenderedMail } from '#src/lib/messages/mail-templates/render.ts';
import { contactConfirmationMail } from '#src/modules/contact-us/confirmation-mail.tsx';
import { bookingMail } from '#src/modules/events/booking-mail.tsx';
import { confirmationMail } from '#src/modules/memberships/confirmation-mail.tsx';

// Every mail the portal sends, with the same facts in each language.
const mails = {
  'membership confirmation': (language) =>
    confirmationMail({
      language,
      to: { name: 'Anna Jensen' },
      organisation: { name: 'Aarhus Roklub' },
      year: 2026,
      lines: [
        {
          memberName: 'Emil Jensen',
          membershipName: 'Junior',
          startDate: '2026-01-01',
          endDate: '2026-12-31',
        },
      ],
      amount: 151_500,
      currency: 'DKK',
      orderNumber: 'ROWIN-M-7K2P9QX4LMA',
      membershipReference: 'ROWIN-M-4e1f9a2b3c4',
      membershipsUrl: 'https://portal.example/ui/memberships',
    }),
  'booking confirmation (member)': (language) =>
    bookingMail({
      language,
      name: 'Anna Jensen',
      event: {
        title: 'Standerhejsning',
        orgName: 'Aarhus Roklub',
        location: 'Bådhallen',
        start: new Date('2026-04-18T08:00:00Z'),
        end: new Date('2026-04-18T12:00:00Z'),
      },
      amount: 5_000,
      currency: 'DKK',
      tickets: [{ holderName: 'Anna Jensen', code: 'T-1' }],
      ticketsUrl: 'https://portal.example/ui/ROWING/events/e/tickets/t',
    }),
  'booking confirmation (guest)': (language) =>
    bookingMail({
      language,
      name: 'Gæst',
      event: {
        title: 'Standerhejsning',
        orgName: 'Aarhus Roklub',
        location: null,
        start: new Date('2026-04-18T08:00:00Z'),
        end: new Date('2026-04-18T12:00:00Z'),
      },
      amount: 0,
      currency: 'DKK',
      tickets: [
        { holderName: 'Gæst', code: 'T-2' },
        { holderName: 'Gæst', code: 'T-3' },
      ],
      ticketsUrl: null,
    }),
  'Contact Us confirmation': (language) =>
    contactConfirmationMail({
      language,
      senderName: 'Anna Jensen',
      organisation: 'Aarhus Roklub',
      subject: 'Nøglen til bådhallen',
      message: 'Hvem har den?\n<script>alert(1)</script>',
    }),
  'password reset': (language) =>
    passwordResetMail({ language, name: 'Ole', link: 'https://portal.example/idp/reset?t=x' }),
  'email confirmation': (language) =>
    emailVerificationMail({
      language,
      name: 'Karen',
      link: 'https://portal.example/idp/verify-email?token=x',
    }),
} satisfies Record<string, (language: Language) => Promise<RenderedMail>>;

const ownWords = {
  da: /Kære|Hej|Du får denne mail/,
  en: /Dear|Hello|You get this mail/,
};

describe.each(Object.entries(mails))('the %s mail', (_name, mail) => {
  it('is HTML with a plain-text part saying the same, in one language at a time', async () => {
    const danish = await mail('da');
    const english = await mail('en');
    for (const [language, rendered, other] of [
      ['da', danish, english],
      ['en', english, danish],
    ] as const) {
      expect(rendered.html).toMatch(
        new RegExp(`^<!DOCTYPE html[^>]*><html[^>]* lang="${language}"`),
      );
      expect(rendered.text).toMatch(ownWords[language]);
      expect(rendered.text).not.toMatch(ownWords[language === 'da' ? 'en' : 'da']);
      expect(rendered.subject).not.toBe(other.subject);
      expect(rendered.text).not.toMatch(/<(p|table|div|a)\b/);
    }
  });

  it('names who sends it and, at the end, why the reader got it', async () => {
    const { text } = await mail('en');
    const lines = text.trim().split('\n').filter(Boolean);
    expect(lines[0]).toMatch(/Aarhus Roklub|Member portal/);
    expect(lines.at(-1)).toMatch(/^You get this mail because /);
  });
});

describe('what a mail shows', () => {
  it('names a membership payment by its order number and the membership reference of SPEC.md', async () => {
    const { text } = await mails['membership confirmation']('en');
    expect(text).toContain('Order number: ROWIN-M-7K2P9QX4LMA');
    expect(text).toContain('Membership reference: ROWIN-M-4e1f9a2b3c4');
    expect((await mails['membership confirmation']('da')).text).toContain(
      'Medlemskabsreference: ROWIN-M-4e1f9a2b3c4',
    );
  });

  it('writes money and dates the way of its language', async () => {
    expect((await mails['membership confirmation']('da')).text).toContain('1.515,00\u00a0kr.');
    expect((await mails['membership confirmation']('en')).text).toContain('DKK\u00a01,515.00');
    expect((await mails['booking confirmation (member)']('da')).text).toContain('lør. 18. apr.');
  });

  it('escapes what a member wrote instead of running it, and keeps its lines', async () => {
    const { html, text } = await mails['Contact Us confirmation']('en');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(text).toContain('Hvem har den?\n<script>');
  });

  it('gives a guest the ticket codes and a member the link to them', async () => {
    const guest = await mails['booking confirmation (guest)']('en');
    expect(guest.text).toContain('T-2');
    expect(guest.text).toContain('Show this mail at the door');
    const member = await mails['booking confirmation (member)']('en');
    expect(member.text).toContain('https://portal.example/ui/ROWING/events/e/tickets/t');
  });
});
