import { addNamespace } from '#src/lib/i18n/namespace.ts';
import { emailVerificationDa } from './email-verification-texts.da.ts';
import { emailVerificationEn } from './email-verification-texts.ts';

/** Loaded with the notice, after the first page. */
export const emailVerificationNs = 'emailVerification';

addNamespace(emailVerificationNs, { en: emailVerificationEn, da: emailVerificationDa });
