import type { BookingClosedReason } from '@portal/contracts/event';
import { Alert } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { formatClubDateTime } from '#src/lib/format.ts';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';

/** Why the event cannot be booked, in words, where the booking form would be. */
export function ClosedReason({
  reason,
  organisation,
  saleStart,
}: {
  reason: BookingClosedReason;
  organisation: string;
  saleStart: string | null;
}) {
  const { t } = useTranslation(eventsNs);
  return (
    <Alert color="yellow" variant="light" role="status" c="dark.9">
      {t(`closed.${reason}`, {
        organisation,
        date: saleStart ? formatClubDateTime(saleStart) : '',
      })}
    </Alert>
  );
}
