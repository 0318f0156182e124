import { addNamespace } from '#src/lib/i18n/namespace.ts';

/** Loaded with the member picker and the audit log, which only super administrators see. */
export const impersonationNs = 'impersonation';

addNamespace(impersonationNs, {
  en: async () => (await import('./impersonation-texts.ts')).impersonationEn,
  da: async () => (await import('./impersonation-texts.da.ts')).impersonationDa,
});
