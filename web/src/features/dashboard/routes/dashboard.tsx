import { Link } from 'react-router';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Heading } from '#src/lib/ui/plain.tsx';
import { useModuleWhenIdle } from '#src/lib/ui/use-is-idle.ts';
import classes from './dashboard.module.css';

// The event list, its texts and the shared zod schemas load after the page, once the browser is
// idle: with them the first load of /ui/ would pass its budget. Its heading comes with the page,
// which so shows what it is for as soon as the route guard lets the member in.
const loadUpcomingEvents = () => import('#src/features/events/components/upcoming-events.tsx');

export function Component() {
  const { t } = useTranslation();
  const UpcomingEvents = useModuleWhenIdle(loadUpcomingEvents)?.default;
  return (
    <section className={classes.dashboard} aria-labelledby="upcoming-events">
      <div className={classes.heading}>
        <Heading order={2} size="h3" id="upcoming-events">
          {t('events.upcoming')}
        </Heading>
        <Link to="/tickets" className={classes.allTickets}>
          {t('events.allTickets')}
        </Link>
      </div>
      {UpcomingEvents && <UpcomingEvents />}
    </section>
  );
}
