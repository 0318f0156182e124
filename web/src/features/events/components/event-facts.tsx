import type { PublicEvent } from '@portal/contracts/event';
import { formatMoney } from '#src/lib/format.ts';
import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { formatClubDateTime, formatEventTime } from '#src/lib/format.ts';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { isFree } from '../lib/booking.ts';
import { EventDescription } from './event-description.tsx';

/** One labelled fact of an event, such as when or where. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{children}</Text>
    </div>
  );
}

/** Everything the event says about itself; shared by the member's and the guest's page. */
export function EventFacts({ event }: { event: PublicEvent }) {
  const { t } = useTranslation(eventsNs);
  const samePrice = event.memberPrice === event.guestPrice;
  let price: ReactNode = t('common.free');
  if (!isFree(event)) {
    price = samePrice ? (
      formatMoney(event.memberPrice, event.currency)
    ) : (
      <>
        {t('detail.memberPrice', { price: formatMoney(event.memberPrice, event.currency) })}
        <br />
        {t('detail.guestPrice', { price: formatMoney(event.guestPrice, event.currency) })}
      </>
    );
  }
  return (
    <Stack gap="md">
      <div>
        <Text size="sm" fw={600} c="blue.9">
          {event.orgName}
        </Text>
        <Title order={2} size="h2">
          {event.title}
        </Title>
      </div>
      {(event.forMembers || event.guestsInvited) && (
        <Group gap="xs">
          {event.forMembers && (
            <Badge variant="filled" color="blue.9">
              {t('list.membersOnly')}
            </Badge>
          )}
          {event.guestsInvited && (
            <Badge variant="filled" color="teal.9">
              {t('list.guestsWelcome')}
            </Badge>
          )}
        </Group>
      )}
      <EventDescription description={event.description} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Fact label={t('detail.when')}>{formatEventTime(event.startDate, event.endDate)}</Fact>
        <Fact label={t('detail.where')}>{event.location}</Fact>
        <Fact label={t('detail.price')}>{price}</Fact>
        <Fact label={t('detail.places')}>
          {event.capacity === null || event.placesLeft === null
            ? t('list.unlimited')
            : t('detail.placesOf', { left: event.placesLeft, capacity: event.capacity })}
        </Fact>
        {event.registrationDeadline && (
          <Fact label={t('detail.deadline')}>{formatClubDateTime(event.registrationDeadline)}</Fact>
        )}
      </SimpleGrid>
    </Stack>
  );
}
