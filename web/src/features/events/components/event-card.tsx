import type { Event } from '@portal/contracts/event';
import { Anchor, Badge, Card, Group, Stack } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link } from 'react-router';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { EventHeading } from './event-heading.tsx';
import { placesText, priceText } from './event-price.ts';

/** One event in a list; the title is the link, so the card reads well to a screen reader. */
export function EventCard({ event, now }: { event: Event; now: Date }) {
  const { t } = useTranslation(eventsNs);
  // A past event stays listed (after the upcoming ones); its places no longer mean anything.
  const hasEnded = new Date(event.endDate) <= now;
  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid="event-card">
      <Stack gap={6} h="100%">
        <EventHeading
          event={event}
          title={
            <Anchor component={Link} to={`/${event.orgKey}/events/${event.id}`} c="dark.9">
              {event.title}
            </Anchor>
          }
        />
        <Group gap="xs" mt="auto" pt="xs">
          <Badge variant="filled" color="teal.9" data-testid="event-price">
            {priceText(event, t)}
          </Badge>
          {hasEnded ? (
            <Badge variant="filled" color="gray.8">
              {t('list.ended')}
            </Badge>
          ) : (
            <Badge variant="outline" color="gray.8">
              {placesText(event.placesLeft, t)}
            </Badge>
          )}
          {event.forMembers && (
            <Badge variant="filled" color="blue.9">
              {t('list.membersOnly')}
            </Badge>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
