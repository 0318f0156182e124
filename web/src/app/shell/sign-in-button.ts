/**
 * The header's Sign in, drawn hidden while the session has not been read (the prerendered pages):
 * the page's script after the markup shows it before the first paint when the tab holds no
 * session (`layoutScript` in `vite-plugins/prerender-scripts.ts`), and the app takes the same
 * button over.
 */
export const signInButtonAttribute = 'data-sign-in';
