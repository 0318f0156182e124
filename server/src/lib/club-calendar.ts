/**
 * The clubs are Danish: "today" for membership periods is the date in Copenhagen, so a membership
 * ending on 31 December is still active at 23:30 Danish time (which is already 1 January in UTC
 * for part of the year).
 */
const copenhagen = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Copenhagen',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD in Copenhagen. */
export function clubToday(now: Date = new Date()): string {
  return copenhagen.format(now);
}

const copenhagenMinute = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Copenhagen',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "YYYY-MM-DD HH:mm" in Copenhagen: a moment in a message that reads the same in both languages. */
export function clubDateTime(instant: Date): string {
  return copenhagenMinute.format(instant).replace(', ', ' ');
}
