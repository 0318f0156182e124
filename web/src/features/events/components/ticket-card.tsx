import type { Ticket } from '@portal/contracts/event-entry';
import { Badge, Card, Code, Stack, Text } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { QrCode } from '#src/lib/ui/qr-code.tsx';
import classes from './tickets.module.css';

const statusColor = { valid: 'green', cancelled: 'red', checked_in: 'gray' } as const;

/** One ticket as the door sees it: a large QR code of its code, the holder and the status. */
export function TicketCard({ ticket, eventTitle }: { ticket: Ticket; eventTitle: string }) {
  const { t } = useTranslation(eventsNs);
  const isLive = ticket.status !== 'cancelled';
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="li"
      className={classes.ticket}
      data-testid="ticket"
    >
      <Stack gap="sm" align="center">
        <Text fw={700} ta="center">
          {eventTitle}
        </Text>
        {isLive ? (
          <QrCode value={ticket.code} label={t('tickets.qr', { code: ticket.code })} size={256} />
        ) : null}
        <Text size="lg" fw={600} ta="center">
          {ticket.holderName}
        </Text>
        {/* A dot in the status colour; the text stays dark for full contrast. */}
        <Badge variant="dot" color={statusColor[ticket.status]} size="lg">
          {t(`tickets.statuses.${ticket.status}`)}
        </Badge>
        <Text size="sm" ta="center">
          {t('tickets.code')}: <Code>{ticket.code}</Code>
        </Text>
      </Stack>
    </Card>
  );
}
