/** The three sidebar widths of SPEC.md section 2, in CSS pixels. */
export const OVERLAY_MAX_WIDTH = 775;
export const FULL_MIN_WIDTH = 1300;

export type LayoutMode = 'overlay' | 'mini' | 'full';

/** The boundaries as media queries: an overlay up to 775 px, mini below 1300 and full from 1300. */
export const overlayQuery = `(max-width: ${OVERLAY_MAX_WIDTH}px)`;
export const fullQuery = `(min-width: ${FULL_MIN_WIDTH}px)`;

/**
 * Whether the open navigation floats over the page. A floating navigation closes on a click
 * outside it and on navigation; the docked full-width one stays, as closing it on every click in the
 * page would fight the user.
 */
export function isFloating(mode: LayoutMode, isOpen: boolean): boolean {
  return isOpen && mode !== 'full';
}
