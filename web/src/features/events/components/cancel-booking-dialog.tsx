import type { EventEntry } from '@portal/contracts/event-entry';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { problemText } from './problem-text.ts';

/** Cancelling frees the places for others at once, so it is confirmed first. */
export function CancelBookingDialog({ entry }: { entry: EventEntry }) {
  const { t } = useTranslation(eventsNs);
  const [isOpen, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useCancelBooking();
  const close = () => {
    setOpen(false);
    setProblem(null);
  };

  return (
    <>
      <Button variant="outline" color="red.9" onClick={() => setOpen(true)}>
        {t('tickets.cancelBooking')}
      </Button>
      <Modal
        opened={isOpen}
        onClose={close}
        title={t('tickets.cancelTitle')}
        zIndex={500}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack>
          <Text>
            {t('tickets.cancelBody', {
              count: entry.tickets.length,
              title: entry.event.title,
            })}
          </Text>
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-autofocus>
              {t('tickets.keepBooking')}
            </Button>
            <Button
              color="red.9"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(entry.id, {
                  onSuccess: close,
                  onError: (error) => setProblem(problemText(error, t('tickets.cancelFailed'))),
                })
              }
            >
              {t('tickets.confirmCancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
