import type { Notification } from '@portal/contracts/notification';
import { basename } from '#src/lib/auth/app-path.ts';

/**
 * The page a notification is about, as a path inside the app (without /ui), from its data's
 * `link`: an address of this portal, absolute or starting with /ui/. Anything else (another site,
 * a script URL) is no link at all.
 */
export function notificationPath(
  notification: Pick<Notification, 'data'>,
  origin: string = window.location.origin,
  appBase: string = basename,
): string | null {
  const link = notification.data.link;
  if (typeof link !== 'string' || link === '') return null;
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith(`${appBase}/`)) return null;
  return `${url.pathname.slice(appBase.length)}${url.search}${url.hash}`;
}

/** Receipts get their own words; other news "Open". */
export const isReceiptNews = (notification: Pick<Notification, 'type'>) =>
  notification.type === 'PAYMENT_RECEIVED' || notification.type === 'ORDER_READY';
