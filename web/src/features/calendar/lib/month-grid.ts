/**
 * The month view's arithmetic. Days are calendar dates in Copenhagen (YYYY-MM-DD), where the clubs
 * are: an event at 00:30 Danish time belongs to that Danish day, whatever the browser's zone.
 */

const copenhagenDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Copenhagen',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function dayInCopenhagen(instant: Date | string): string {
  return copenhagenDate.format(typeof instant === 'string' ? new Date(instant) : instant);
}

export interface Month {
  year: number;
  /** 1 to 12. */
  month: number;
}

export function monthOf(day: string): Month {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

export function addMonths({ year, month }: Month, count: number): Month {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The weeks shown for a month, Monday first as in Denmark: whole weeks from the Monday on or
 * before the 1st to the Sunday on or after the last day. Days of the neighbouring months are
 * included (the view dims them).
 */
export function monthWeeks({ year, month }: Month): string[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const leading = (first.getUTCDay() + 6) % 7;
  const cells = Math.ceil((leading + daysInMonth) / 7) * 7;
  const days = Array.from({ length: cells }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1, 1 + index - leading));
    return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  });
  return Array.from({ length: cells / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

export function isInMonth(day: string, { year, month }: Month): boolean {
  return day.startsWith(`${year}-${pad(month)}-`);
}

/** Items by the Copenhagen day they start on. */
export function byDay<T>(items: T[], startOf: (item: T) => string): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const day = dayInCopenhagen(startOf(item));
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return days;
}
