/** Texts of the notice a member sees until their email address is confirmed. */
export const emailVerificationEn = {
  title: 'Confirm your email address',
  notice: 'We sent a link to {{email}}. Until you follow it, you cannot pay or book.',
  sendAgain: 'Send again',
  sent: 'We sent a new link to {{email}}.',
  failed: 'The link could not be sent. Try again in a moment.',
};

export type EmailVerificationTexts = typeof emailVerificationEn;
