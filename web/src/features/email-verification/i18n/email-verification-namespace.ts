import { addNamespace } from '#src/lib/i18n/namespace.ts';

/** Loaded with the notice, after the first page. */
export const emailVerificationNs = 'emailVerification';

addNamespace(emailVerificationNs, {
  en: async () => (await import('./email-verification-texts.ts')).emailVerificationEn,
  da: async () => (await import('./email-verification-texts.da.ts')).emailVerificationDa,
});
