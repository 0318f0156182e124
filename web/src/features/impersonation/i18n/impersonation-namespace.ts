import { addNamespace } from '#src/lib/i18n/namespace.ts';
import { impersonationDa } from './impersonation-texts.da.ts';
import { impersonationEn } from './impersonation-texts.ts';

/** Loaded with the member picker and the audit log, which only super administrators see. */
export const impersonationNs = 'impersonation';

addNamespace(impersonationNs, { en: impersonationEn, da: impersonationDa });
