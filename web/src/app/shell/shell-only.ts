import { createContext, useContext } from 'react';

/**
 * Set while the build prerenders the shell that every page paints first (issue 19): the page's own
 * breadcrumbs and title are not known then, so their places are kept empty, at their height; the
 * page's place shows a loader, and no entry of the navigation is marked as the page.
 */
export const ShellOnlyContext = createContext(false);

export const useIsShellOnly = () => useContext(ShellOnlyContext);
