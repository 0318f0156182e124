import { clubTimeZone } from '#src/lib/format.ts';

/**
 * The editor's date and time fields hold the club's wall-clock time in Copenhagen
 * ("2026-12-14T18:00", as `<input type="datetime-local">` gives it), whatever the browser's own
 * time zone; the server takes instants. These convert between the two.
 */
const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: clubTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "YYYY-MM-DDTHH:mm" in Copenhagen for an instant. */
export function clubLocalOf(instant: string | Date): string {
  const map = Object.fromEntries(
    parts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  return `${map.year}-${map.month}-${map.day}T${map.hour}:${map.minute}`;
}

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The instant (ISO, UTC) of a wall-clock time in Copenhagen; null for what is no such time. */
export function instantOfClubLocal(local: string): string | null {
  const match = localPattern.exec(local);
  if (!match) return null;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc)) return null;
  // Copenhagen is one or two hours ahead of UTC: try both offsets, keep the one that reads back.
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(asUtc - offsetHours * 3_600_000);
    if (clubLocalOf(candidate) === local) return candidate.toISOString();
  }
  return null;
}
