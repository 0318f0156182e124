/** The renewal season's calendar: dates as the club's calendar days (YYYY-MM-DD). */

/**
 * The charge falls eight days before the new period: the retries on days 3 and 7 end on the last
 * day of the period being renewed, so a card that keeps failing lapses the membership at its end.
 */
const chargeLeadDays = 8;

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Never sooner than a full notice from today: an offer that starts late moves the charge. */
export function chargeDateFor(periodStart: string, today: string, noticeDays: number): string {
  const planned = addDays(periodStart, -chargeLeadDays);
  const earliest = addDays(today, noticeDays);
  return planned > earliest ? planned : earliest;
}
