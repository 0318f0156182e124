import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { formatClubDateTime } from '#src/lib/format.ts';

/** A refusal or failure of the last action, under the buttons. */
function Problem({ text }: { text: string | null }) {
  return (
    text && (
      <Alert color="red" role="alert">
        {text}
      </Alert>
    )
  );
}

interface InLineProps {
  /** 1 for the first in line. */
  position: number | null;
  quantity: number;
  /** Who the place is for, when the page knows their names. */
  names?: string;
  onLeave: () => void;
  isLeaving: boolean;
  problem: string | null;
}

/** Waiting: where one stands, and the way out of the line. */
export function PlaceInLine({
  position,
  quantity,
  names,
  onLeave,
  isLeaving,
  problem,
}: InLineProps) {
  const { t } = useTranslation(eventsNs);
  return (
    <Stack gap="sm" data-testid="waiting-place">
      <Title order={2} size="h3">
        {position === null ? t('waiting.onList') : t('waiting.position', { position })}
      </Title>
      {names && <Text>{t('waiting.forPeople', { names })}</Text>}
      <Text>{t('waiting.inLineLead', { count: quantity })}</Text>
      <Group>
        <Button variant="default" onClick={onLeave} loading={isLeaving}>
          {t('waiting.leave')}
        </Button>
      </Group>
      <Problem text={problem} />
    </Stack>
  );
}

interface OfferProps {
  quantity: number;
  offerExpiresAt: string;
  names?: string;
  /** A paid event continues in the card payment window. */
  isPaid: boolean;
  onTake: () => void;
  onGiveBack: () => void;
  isTaking: boolean;
  isGivingBack: boolean;
  problem: string | null;
}

/** Offered: the places held until a time in club time, to take or to give back. */
export function PlaceOffered(props: OfferProps) {
  const { t } = useTranslation(eventsNs);
  const count = props.quantity;
  const isBusy = props.isTaking || props.isGivingBack;
  return (
    <Stack gap="sm" data-testid="waiting-offer">
      <Title order={2} size="h3">
        {t('waiting.offerHeading', { count })}
      </Title>
      {props.names && <Text>{t('waiting.forPeople', { names: props.names })}</Text>}
      <Text>
        {t('waiting.heldUntil', { count, time: formatClubDateTime(props.offerExpiresAt) })}
      </Text>
      {props.isPaid && <Text size="sm">{t('waiting.payByCard')}</Text>}
      <Group>
        <Button onClick={props.onTake} loading={props.isTaking} disabled={props.isGivingBack}>
          {t('waiting.take', { count })}
        </Button>
        <Button
          variant="default"
          onClick={props.onGiveBack}
          loading={props.isGivingBack}
          disabled={isBusy && !props.isGivingBack}
        >
          {t('waiting.giveBack', { count })}
        </Button>
      </Group>
      <Problem text={props.problem} />
    </Stack>
  );
}
