import { addNamespace } from '#src/lib/i18n/namespace.ts';

/**
 * The texts of the memberships and organisations screens live in their own namespace, added when
 * those screens load, so the first load of the app does not carry them.
 */
export const membershipsNs = 'memberships';

addNamespace(membershipsNs, {
  en: async () => (await import('./memberships-texts.ts')).membershipsEn,
  da: async () => (await import('./memberships-texts.da.ts')).membershipsDa,
});
