import type { Event } from '@portal/contracts/event';
import { formatMoney } from '#src/lib/format.ts';
import type { TFunction } from 'i18next';
import { isFree, ownPrice } from '../lib/booking.ts';

/** The price the member sees on a card: their own, or "Free". */
export function priceText(
  event: Pick<Event, 'memberPrice' | 'guestPrice' | 'isMember' | 'currency'>,
  t: TFunction<'events'>,
): string {
  if (isFree(event)) return t('common.free');
  const price = ownPrice(event);
  return price === 0 ? t('common.free') : formatMoney(price, event.currency);
}

/** "3 places left", or that there is no limit. */
export function placesText(placesLeft: number | null, t: TFunction<'events'>): string {
  return placesLeft === null ? t('list.unlimited') : t('list.placesLeft', { count: placesLeft });
}
