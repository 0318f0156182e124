import type { Language } from '@portal/contracts/language';
import type { RenderedMail } from '#src/lib/messages/mail-templates/render.ts';
import { type LinkMailFacts, type LinkMailTexts, linkMail } from './emailed-link-mail.tsx';

const texts = {
  da: {
    sender: 'Medlemsportalen',
    subject: 'Bekræft din e-mailadresse',
    greeting: (name: string) => `Hej ${name}`,
    lead: 'Åbn linket for at bekræfte, at det er din e-mailadresse. Indtil du har gjort det, kan du ikke betale eller tilmelde dig i medlemsportalen. Linket virker i 24 timer og kan bruges én gang.',
    action: 'Bekræft e-mailadresse',
    ignore: 'Har du ikke oprettet en konto, kan du se bort fra denne mail.',
    reason:
      'Du får denne mail, fordi der er oprettet en konto i medlemsportalen med din e-mailadresse.',
  },
  en: {
    sender: 'Member portal',
    subject: 'Confirm your email address',
    greeting: (name: string) => `Hello ${name}`,
    lead: 'Open the link to confirm that this is your email address. Until you do, you cannot pay or book in the member portal. The link works for 24 hours and can be used once.',
    action: 'Confirm email address',
    ignore: 'If you did not create an account, you can ignore this email.',
    reason:
      'You get this mail because an account in the member portal was created with your email address.',
  },
} satisfies Record<Language, LinkMailTexts>;

export function emailVerificationMail(facts: LinkMailFacts): Promise<RenderedMail> {
  return linkMail(texts, facts);
}
