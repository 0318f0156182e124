/**
 * Zod compiles its object checks with `new Function` where it may, and finds out by trying. The
 * page's Content Security Policy forbids that, so the probe raised a policy violation (and a
 * report to the server) on every page load. Zod reads its settings from this global, which every
 * copy of it shares; setting it here, rather than through zod's `config`, keeps zod itself out of
 * the first load. It must be set before any schema is made: each decides when it is created.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// Changed in place: a zod already loaded (in tests) holds on to the object it found.
(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
