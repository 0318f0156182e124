import type { FamilyInvitationStatus, Participant } from '@portal/contracts/family';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link } from 'react-router';
import { membersNs } from '#src/lib/i18n/members-namespace.ts';
import { participantName } from '#src/lib/members/participant-name.ts';

const statusColor: Record<FamilyInvitationStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};

interface ParticipantCardsProps {
  participants: Participant[];
  onRemove: (participant: Participant) => void;
}

/** One card per participant with its kind and familyInvitationStatus. */
export function ParticipantCards({ participants, onRemove }: ParticipantCardsProps) {
  const { t } = useTranslation(membersNs);
  if (participants.length === 0) return <Text c="dimmed">{t('participants.empty')}</Text>;
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {participants.map((participant) => {
        const name = participantName(participant);
        const status = participant.familyInvitationStatus;
        return (
          <Card key={participant.id} withBorder radius="md" padding="md" component="li">
            <Stack gap="xs" h="100%">
              <Text fw={600}>{name}</Text>
              {participant.kind === 'linked' && name !== participant.email && (
                <Text size="sm" c="dimmed">
                  {participant.email}
                </Text>
              )}
              <Group gap="xs">
                <Badge variant="light" color="gray">
                  {participant.kind === 'child'
                    ? t('participants.child')
                    : t('participants.linked')}
                </Badge>
                {/* A dot in the status colour; the text stays dark for full contrast. */}
                <Badge variant="dot" color={statusColor[status]}>
                  {`${t('participants.status')}: ${t(`participants.statuses.${status}`)}`}
                </Badge>
              </Group>
              <Group gap="xs" mt="auto">
                {participant.kind === 'child' && (
                  <Button
                    component={Link}
                    to={`/add-edit-participant?id=${participant.id}`}
                    size="xs"
                    variant="light"
                    aria-label={`${t('common.edit')}: ${name}`}
                  >
                    {t('common.edit')}
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => onRemove(participant)}
                  aria-label={`${t('common.remove')}: ${name}`}
                >
                  {t('common.remove')}
                </Button>
              </Group>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
