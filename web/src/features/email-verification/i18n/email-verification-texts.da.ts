import type { EmailVerificationTexts } from './email-verification-texts.ts';

export const emailVerificationDa: EmailVerificationTexts = {
  title: 'Bekræft din e-mailadresse',
  notice:
    'Vi har sendt et link til {{email}}. Indtil du har fulgt det, kan du ikke betale eller tilmelde dig.',
  sendAgain: 'Send igen',
  sent: 'Vi har sendt et nyt link til {{email}}.',
  failed: 'Linket kunne ikke sendes. Prøv igen om lidt.',
};
