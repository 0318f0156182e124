import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { Membership } from '@portal/contracts/membership-records';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link } from 'react-router';
import { useDeclineText, withoutFullStop } from '#src/lib/i18n/decline-text.ts';
import { currentLanguage } from '#src/lib/i18n/i18n.ts';
import { membershipsNs } from '#src/lib/i18n/memberships-namespace.ts';
import { showBar } from '#src/lib/notification-bars/bar-store.ts';
import { useRequestCard } from '../api/request-card.ts';
import { useSetAutoRenewal } from '../api/set-auto-renewal.ts';
import { cardText, renewalLines } from '../lib/renewal-text.ts';
import { TurnOffRenewalDialog } from './turn-off-renewal-dialog.tsx';

interface Props {
  membership: Membership;
  orgKey: string;
  /** Whether "Off" says what is off: not under a column named Automatic renewal. */
  isLabelled?: boolean;
}

/** New Membership with next period's types of the organisation chosen for the family. */
export const renewPath = (orgKey: string) => `/membership/new?renew=${encodeURIComponent(orgKey)}`;

/**
 * A membership's automatic renewal: whether and with which card it renews, next period's renewal,
 * and the buttons to change the card or turn renewal on and off.
 */
export function MembershipRenewal({ membership, orgKey, isLabelled = false }: Props) {
  const { t } = useTranslation(membershipsNs);
  const declineText = useDeclineText();
  const setAutoRenewal = useSetAutoRenewal();
  const requestCard = useRequestCard();
  const [isAsking, setAsking] = useState(false);
  const named = (action: string) => t('renewal.forName', { action, name: membership.memberName });
  const card = membership.savedCard ? cardText(membership.savedCard, t) : null;
  const upcoming = membership.renewal
    ? renewalLines(
        membership.renewal,
        membership.overallEndDate,
        (failure) => withoutFullStop(declineText(failure)),
        t,
      )
    : null;

  // The card window saves the card; the answer's link is a full redirect, as for a purchase.
  const openCardWindow = (autoRenewal?: boolean) =>
    requestCard.mutate(
      { membershipId: membership.id, language: currentLanguage(), autoRenewal },
      { onSuccess: (result) => window.location.assign(result.paymentWindowLink) },
    );
  const turnOn = () => {
    if (!membership.savedCard) return openCardWindow(true);
    setAutoRenewal.mutate(
      { membershipId: membership.id, autoRenewal: true },
      { onSuccess: () => notify(t('renewal.turnedOn')) },
    );
  };
  const turnOff = () =>
    setAutoRenewal.mutate(
      { membershipId: membership.id, autoRenewal: false },
      {
        onSuccess: () => {
          setAsking(false);
          notify(t('renewal.turnedOff'));
        },
      },
    );
  const isLeaving = requestCard.isPending || requestCard.isSuccess;
  // Renewal is started for a membership that has been paid; one never paid is bought first.
  const canTurnOn = membership.status === 'active';

  return (
    <Stack gap={6} align="flex-start">
      <Text size="sm">
        {membership.autoRenewal
          ? card
            ? t('renewal.renewsWithCard', { card })
            : t('renewal.renewsAutomatically')
          : isLabelled
            ? `${t('overview.autoRenewal')}: ${t('overview.autoRenewalOff')}`
            : t('overview.autoRenewalOff')}
      </Text>
      {upcoming?.lines.map((line) => (
        <Text size="sm" key={line}>
          {line}
        </Text>
      ))}
      <Group gap="xs" wrap="wrap">
        {membership.autoRenewal && (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => openCardWindow()}
            loading={isLeaving}
            aria-label={named(t('renewal.changeCard'))}
          >
            {t('renewal.changeCard')}
          </Button>
        )}
        {membership.autoRenewal && (
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => {
              setAutoRenewal.reset();
              setAsking(true);
            }}
            aria-label={named(t('renewal.turnOff'))}
          >
            {t('renewal.turnOff')}
          </Button>
        )}
        {!membership.autoRenewal && canTurnOn && (
          <Button
            size="compact-sm"
            variant="light"
            onClick={turnOn}
            loading={isLeaving || setAutoRenewal.isPending}
            aria-label={named(t('renewal.turnOn'))}
          >
            {t('renewal.turnOn')}
          </Button>
        )}
        {upcoming?.canRenewByHand && (
          <Anchor component={Link} to={renewPath(orgKey)} size="sm">
            {t('renewal.renew')}
          </Anchor>
        )}
      </Group>
      {(requestCard.isError || (setAutoRenewal.isError && !isAsking)) && (
        <Alert color="red" p="xs" role="alert">
          {requestCard.isError ? t('renewal.cardWindowFailed') : t('renewal.changeFailed')}
        </Alert>
      )}
      <TurnOffRenewalDialog
        name={membership.memberName}
        opened={isAsking}
        isPending={setAutoRenewal.isPending}
        hasFailed={setAutoRenewal.isError}
        onConfirm={turnOff}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}

function notify(message: string) {
  showBar({
    groupId: 'auto-renewal',
    type: 'success',
    closable: true,
    autoCloseTime: 8000,
    message,
  });
}
