/**
 * What the app dispatches on `window` once it has taken over the page the server sent: the page's
 * first script (`vite-plugins/prerender-scripts.ts`) then makes again a click it held meanwhile.
 */
export const appReadyEvent = 'portal-app-ready';
