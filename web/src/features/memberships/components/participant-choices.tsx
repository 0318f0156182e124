import { NativeSelect, Stack, Text } from '@mantine/core';
import { SELECT_MEMBERSHIP } from '@portal/contracts/membership';
import type { MembershipConfiguration } from '@portal/contracts/organisation';
import { useTranslation } from 'react-i18next';
import { membershipsNs } from '#src/lib/i18n/memberships-namespace.ts';
import type { PurchaseParticipant } from '../lib/breakdown.ts';
import { formatMoney } from '#src/lib/format.ts';

interface Props {
  participants: readonly PurchaseParticipant[];
  selfId: string;
  configurations: readonly MembershipConfiguration[];
  choices: Readonly<Record<string, string>>;
  onChoose: (memberId: string, choice: string) => void;
}

/** One membership choice per participant; `Select Membership` leaves the participant out. */
export function ParticipantChoices({
  participants,
  selfId,
  configurations,
  choices,
  onChoose,
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
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('purchase.participantsHint')}
      </Text>
      {participants.map((participant) => (
        <NativeSelect
          key={participant.memberId}
          label={
            participant.memberId === selfId
              ? t('purchase.you', { name: participant.name })
              : participant.name
          }
          data={options}
          value={choices[participant.memberId] ?? SELECT_MEMBERSHIP}
          onChange={(event) => onChoose(participant.memberId, event.currentTarget.value)}
        />
      ))}
    </Stack>
  );
}
