import type { Event } from '@portal/contracts/event';
import type { ReactNode } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link } from 'react-router';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import classes from './event-card.module.css';
import { EventHeading } from './event-heading.tsx';
import { placesText, priceText } from './event-price.ts';

function Badge({
  look,
  testId,
  children,
}: {
  look: 'price' | 'places' | 'ended' | 'members';
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className={classes.badge} data-look={look} data-testid={testId}>
      <span className={classes.badgeLabel}>{children}</span>
    </div>
  );
}

/**
 * One event in a list; the title is the link, so the card reads well to a screen reader. Plain
 * elements rather than Mantine's Card, Group and Badge: the dashboard's first list is drawn with
 * them, three to a dozen cards of ten components each on a phone (issue 19).
 */
export function EventCard({ event, now }: { event: Event; now: Date }) {
  const { t } = useTranslation(eventsNs);
  // A past event stays listed (after the upcoming ones); its places no longer mean anything.
  const hasEnded = new Date(event.endDate) <= now;
  return (
    <li className={classes.card} data-testid="event-card">
      <EventHeading
        event={event}
        title={
          <Link
            to={`/${event.orgKey}/events/${event.id}`}
            className={`${classes.link} mantine-focus-auto`}
          >
            {event.title}
          </Link>
        }
      />
      <div className={classes.badges}>
        <Badge look="price" testId="event-price">
          {priceText(event, t)}
        </Badge>
        {hasEnded ? (
          <Badge look="ended">{t('list.ended')}</Badge>
        ) : (
          <Badge look="places">{placesText(event.placesLeft, t)}</Badge>
        )}
        {event.forMembers && <Badge look="members">{t('list.membersOnly')}</Badge>}
      </div>
    </li>
  );
}
