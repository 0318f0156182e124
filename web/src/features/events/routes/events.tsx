import { Stack, Text } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { EventList } from '../components/event-list.tsx';

export function Component() {
  const { t } = useTranslation(eventsNs);
  return (
    <Stack gap="md">
      <Text>{t('list.intro')}</Text>
      <EventList />
    </Stack>
  );
}
