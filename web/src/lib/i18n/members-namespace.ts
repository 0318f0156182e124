import { addNamespace } from '#src/lib/i18n/namespace.ts';

/**
 * The texts of the member screens live in their own namespace, added when those screens load, so
 * the first load of the app does not carry them.
 */
export const membersNs = 'members';

addNamespace(membersNs, {
  en: async () => (await import('./members.en.ts')).membersEn,
  da: async () => (await import('./members.da.ts')).membersDa,
});
