/** An in-app notification bar (SPEC.md section 3) and the rules of section 4 "Shell". */
export interface NotificationBar {
  id: string;
  /** Bars of one group replace each other, so a notice is never shown twice. */
  groupId: string;
  type: 'error' | 'success';
  closable: boolean;
  /** Milliseconds until the bar closes itself; undefined keeps it until closed. */
  autoCloseTime?: number;
  /** Route names the bar shows on; empty or containing 'all' means every route. */
  target: string[];
  /** Route names the bar never shows on. */
  exclude: string[];
  /** Text with a small allowed set of markup (links, emphasis), rendered without innerHTML. */
  message: string;
  createdAt: number;
}

export function isBarVisible(
  bar: Pick<NotificationBar, 'target' | 'exclude'>,
  routeName: string | undefined,
): boolean {
  if (routeName !== undefined && bar.exclude.includes(routeName)) return false;
  if (bar.target.length === 0 || bar.target.includes('all')) return true;
  return routeName !== undefined && bar.target.includes(routeName);
}

/** Whole seconds left, counted down once a second and never below zero. */
export function secondsLeft(
  bar: Pick<NotificationBar, 'autoCloseTime' | 'createdAt'>,
  now: number,
) {
  if (bar.autoCloseTime === undefined) return undefined;
  return Math.max(0, Math.ceil((bar.createdAt + bar.autoCloseTime - now) / 1000));
}
