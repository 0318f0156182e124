import { ActionIcon, Button, Group, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link } from 'react-router';
import { calendarNs } from '#src/features/calendar/i18n/calendar-namespace.ts';
import {
  addMonths,
  byDay,
  dayInCopenhagen,
  isInMonth,
  type Month,
  monthOf,
  monthWeeks,
} from '../lib/month-grid.ts';
import type { BookedEvent } from './booked-event.ts';
import classes from './month-view.module.css';

const locale = (language: string) => (language === 'da' ? 'da-DK' : 'en-GB');

/** A month of booked events, Monday first; each event links to its tickets. */
export function MonthView({ events }: { events: BookedEvent[] }) {
  const { t, i18n } = useTranslation(calendarNs);
  const today = dayInCopenhagen(new Date());
  const [month, setMonth] = useState<Month>(() => monthOf(today));
  const days = byDay(events, (event) => event.startDate);
  const heading = new Intl.DateTimeFormat(locale(i18n.language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(month.year, month.month - 1, 1)));
  const time = new Intl.DateTimeFormat(locale(i18n.language), {
    timeZone: 'Europe/Copenhagen',
    hour: '2-digit',
    minute: '2-digit',
  });
  const weekdays = t('weekdays', { returnObjects: true });

  return (
    <section aria-labelledby="calendar-month">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="calendar-month" style={{ textTransform: 'capitalize' }}>
          {heading}
        </Title>
        <Group gap="xs">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('previousMonth')}
            onClick={() => setMonth((current) => addMonths(current, -1))}
          >
            ‹
          </ActionIcon>
          <Button variant="default" size="xs" onClick={() => setMonth(monthOf(today))}>
            {t('thisMonth')}
          </Button>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('nextMonth')}
            onClick={() => setMonth((current) => addMonths(current, 1))}
          >
            ›
          </ActionIcon>
        </Group>
      </Group>
      <div className={classes.grid} role="grid" aria-labelledby="calendar-month">
        <div role="row" style={{ display: 'contents' }}>
          {weekdays.map((weekday) => (
            <div key={weekday} role="columnheader" className={classes.weekday}>
              {weekday}
            </div>
          ))}
        </div>
        {monthWeeks(month).map((week) => (
          <div key={week[0]} role="row" style={{ display: 'contents' }}>
            {week.map((day) => {
              const inMonth = isInMonth(day, month);
              const className = [
                classes.day,
                inMonth ? '' : classes.outside,
                day === today ? classes.today : '',
              ].join(' ');
              return (
                <div key={day} role="gridcell" className={className}>
                  <span className={classes.number}>{Number(day.slice(8, 10))}</span>
                  {(days.get(day) ?? []).map((event) => (
                    <Link
                      key={event.eveId}
                      to={event.path}
                      className={classes.event}
                      title={event.title}
                    >
                      {time.format(new Date(event.startDate))} {event.title}
                    </Link>
                  ))}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
}
