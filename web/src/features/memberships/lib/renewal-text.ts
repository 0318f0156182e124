import type { SavedCardSummary, UpcomingRenewal } from '@portal/contracts/renewal';
import type { TFunction } from 'i18next';
import { formatDate, formatMoney } from '#src/lib/format.ts';

type T = TFunction<'memberships'>;

/** "Visa •••• 1111, expires 12/39". */
export function cardText(card: SavedCardSummary, t: T): string {
  const { brand, lastDigits, expiry } = card;
  return expiry
    ? t('renewal.card', { brand, lastDigits, expiry })
    : t('renewal.cardWithoutExpiry', { brand, lastDigits });
}

/**
 * What the memberships page says of next period's renewal, and whether it offers to renew by
 * hand. `periodEnd` is the current period's last day: a failed renewal must be done by then.
 * `reason` words the failure of a declined charge in the page's language, without a full stop.
 */
export function renewalLines(
  renewal: UpcomingRenewal,
  periodEnd: string | null,
  reason: (failure: UpcomingRenewal['failure']) => string,
  t: T,
): { lines: string[]; canRenewByHand: boolean } {
  const amount = formatMoney(renewal.amount, renewal.currency);
  const offer = { membershipName: renewal.membershipName, amount };
  switch (renewal.status) {
    case 'scheduled': {
      const lines: string[] = [
        renewal.chargeDate
          ? t('renewal.scheduled', { ...offer, chargeDate: formatDate(renewal.chargeDate) })
          : t('renewal.scheduledUndated', offer),
      ];
      if (renewal.previousAmount !== null) {
        const previous = formatMoney(renewal.previousAmount, renewal.currency);
        lines.push(t('renewal.priceRise', { previous, amount }));
      }
      return { lines, canRenewByHand: false };
    }
    case 'charging':
      return { lines: [t('renewal.charging', offer)], canRenewByHand: false };
    case 'retrying': {
      const because = reason(renewal.failure);
      return {
        lines: [
          renewal.nextAttemptOn
            ? t('renewal.retrying', { reason: because, date: formatDate(renewal.nextAttemptOn) })
            : t('renewal.retryingUndated', { reason: because }),
        ],
        canRenewByHand: true,
      };
    }
    case 'failed': {
      const because = reason(renewal.failure);
      return {
        lines: [
          periodEnd
            ? t('renewal.failed', { reason: because, date: formatDate(periodEnd) })
            : t('renewal.failedUndated', { reason: because }),
        ],
        canRenewByHand: true,
      };
    }
    case 'paid': {
      const period = t('common.period', {
        start: formatDate(renewal.periodStart),
        end: formatDate(renewal.periodEnd),
      });
      return { lines: [t('renewal.paid', { period })], canRenewByHand: false };
    }
    case 'invited':
      return { lines: [t('renewal.invited', offer)], canRenewByHand: true };
    case 'cancelled':
      // Turned off before the charge: the organisation's Renew button still offers next year.
      return { lines: [], canRenewByHand: false };
  }
}
