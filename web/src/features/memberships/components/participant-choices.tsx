import { Checkbox, NativeSelect, Stack, Text } from '@mantine/core';
import { SELECT_MEMBERSHIP } from '@portal/contracts/membership';
import type { MembershipConfiguration } from '@portal/contracts/organisation';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { membershipsNs } from '#src/lib/i18n/memberships-namespace.ts';
import type { PurchaseParticipant } from '../lib/breakdown.ts';
import { isSkipped } from '../lib/breakdown.ts';
import { formatMoney } from '#src/lib/format.ts';

interface Props {
  participants: readonly PurchaseParticipant[];
  /** Family participants whose link is not approved: listed as skipped, with no choice. */
  unapproved: readonly PurchaseParticipant[];
  selfId: string;
  configurations: readonly MembershipConfiguration[];
  choices: Readonly<Record<string, string>>;
  onChoose: (memberId: string, choice: string) => void;
  autoRenewals: Readonly<Record<string, boolean>>;
  onAutoRenewal: (memberId: string, isOn: boolean) => void;
}

/**
 * One membership choice per participant; `Select Membership` leaves the participant out. A chosen
 * membership may renew itself each year with the card it is paid with.
 */
export function ParticipantChoices({
  participants,
  unapproved,
  selfId,
  configurations,
  choices,
  onChoose,
  autoRenewals,
  onAutoRenewal,
}: Props) {
  const { t } = useTranslation(membershipsNs);
  const options = [
    { value: SELECT_MEMBERSHIP, label: t('purchase.selectMembership') },
    ...configurations.map((item) => ({
      value: item.id,
      label: `${item.name} – ${formatMoney(item.price.total, item.currency)}`,
    })),
  ];
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('purchase.participantsHint')}
      </Text>
      {participants.map((participant) => {
        const choice = choices[participant.memberId] ?? SELECT_MEMBERSHIP;
        return (
          <Stack gap="xs" key={participant.memberId}>
            <NativeSelect
              label={
                participant.memberId === selfId
                  ? t('purchase.you', { name: participant.name })
                  : participant.name
              }
              data={options}
              value={choice}
              onChange={(event) => onChoose(participant.memberId, event.currentTarget.value)}
            />
            {!isSkipped(choice) && (
              <Checkbox
                label={t('purchase.autoRenew')}
                aria-label={t('purchase.autoRenewFor', { name: participant.name })}
                checked={autoRenewals[participant.memberId] === true}
                onChange={(event) =>
                  onAutoRenewal(participant.memberId, event.currentTarget.checked)
                }
              />
            )}
          </Stack>
        );
      })}
      {unapproved.map((participant) => (
        <Text size="sm" key={participant.memberId}>
          {t('purchase.skippedNotApproved', { name: participant.name })}
        </Text>
      ))}
      <Text size="sm" c="dimmed">
        {t('purchase.autoRenewHelp')}
      </Text>
    </Stack>
  );
}
