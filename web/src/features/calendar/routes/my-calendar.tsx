import { Alert, Button, Card, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { calendarNs } from '#src/features/calendar/i18n/calendar-namespace.ts';
import { downloadCalendar, useBookedEvents } from '../api/calendar.ts';
import { bookedEventsOf } from '../components/booked-event.ts';
import { BookedList } from '../components/booked-list.tsx';
import { MonthView } from '../components/month-view.tsx';
import { SubscriptionCard } from '../components/subscription-card.tsx';

type View = 'month' | 'list';

export function Component() {
  const { t } = useTranslation(calendarNs);
  const { t: tApp } = useTranslation();
  const booked = useBookedEvents();
  const [view, setView] = useState<View>('month');
  const [downloadFailed, setDownloadFailed] = useState(false);
  const events = bookedEventsOf(booked.data ?? []);

  const download = () => {
    setDownloadFailed(false);
    downloadCalendar().catch(() => setDownloadFailed(true));
  };

  let body;
  if (booked.isPending) body = <Loader role="status" aria-label={tApp('app.loading')} />;
  else if (booked.isError) {
    body = (
      <Alert color="red" role="alert">
        {t('loadFailed')}
      </Alert>
    );
  } else if (view === 'month') body = <MonthView events={events} />;
  else if (events.length === 0) body = <Text>{t('empty')}</Text>;
  else body = <BookedList events={events} />;

  return (
    <Stack gap="md">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Group justify="space-between" align="center">
            <Text>{t('intro')}</Text>
            <Group gap="sm">
              <SegmentedControl
                aria-label={t('views.label')}
                value={view}
                onChange={(value) => setView(value)}
                data={[
                  { value: 'month', label: t('views.month') },
                  { value: 'list', label: t('views.list') },
                ]}
              />
              <Button variant="default" onClick={download}>
                {t('download')}
              </Button>
            </Group>
          </Group>
          {downloadFailed && (
            <Alert color="red" role="alert">
              {t('downloadFailed')}
            </Alert>
          )}
          {body}
        </Stack>
      </Card>
      <SubscriptionCard />
    </Stack>
  );
}
