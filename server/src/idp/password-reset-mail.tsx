import type { Language } from '@portal/contracts/language';
import type { RenderedMail } from '#src/lib/messages/mail-templates/render.ts';
import { type LinkMailFacts, type LinkMailTexts, linkMail } from './emailed-link-mail.tsx';

const texts = {
  da: {
    sender: 'Medlemsportalen',
    subject: 'Nulstil din adgangskode',
    greeting: (name: string) => `Hej ${name}`,
    lead: 'Vi har fået en anmodning om at nulstille adgangskoden til din konto i medlemsportalen. Åbn linket for at vælge en ny adgangskode. Linket virker i en time og kan bruges én gang.',
    action: 'Vælg ny adgangskode',
    ignore: 'Har du ikke bedt om det, kan du se bort fra denne mail.',
    reason:
      'Du får denne mail, fordi nogen har bedt om at nulstille adgangskoden til kontoen med din e-mailadresse.',
  },
  en: {
    sender: 'Member portal',
    subject: 'Reset your password',
    greeting: (name: string) => `Hello ${name}`,
    lead: 'We received a request to reset the password of your member portal account. Open the link to choose a new password. The link works for one hour and can be used once.',
    action: 'Choose a new password',
    ignore: 'If you did not ask for this, you can ignore this email.',
    reason:
      'You get this mail because someone asked to reset the password of the account with your email address.',
  },
} satisfies Record<Language, LinkMailTexts>;

export function passwordResetMail(facts: LinkMailFacts): Promise<RenderedMail> {
  return linkMail(texts, facts);
}
