import type { Participant } from '@portal/contracts/family';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link } from 'react-router';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { membersNs } from '#src/lib/i18n/members-namespace.ts';
import { useParticipants } from '#src/lib/members/list-participants.ts';
import { InviteForm } from '../components/invite-form.tsx';
import { ParticipantCards } from '../components/participant-cards.tsx';
import { ReceivedInvitations } from '../components/received-invitations.tsx';
import { RemoveParticipantDialog } from '../components/remove-participant-dialog.tsx';

export function Component() {
  const { t } = useTranslation(membersNs);
  const participants = useParticipants();
  const [removing, setRemoving] = useState<Participant | null>(null);

  return (
    <Stack gap="lg">
      <ReceivedInvitations />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {t('participants.heading')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('participants.intro')}
          </Text>
        </div>
        <Button component={Link} to="/add-edit-participant">
          {t('participants.addChild')}
        </Button>
      </Group>
      {participants.isPending && <Loading />}
      {participants.isError && <LoadFailed onRetry={() => void participants.refetch()} />}
      {participants.data && (
        <ParticipantCards participants={participants.data} onRemove={setRemoving} />
      )}
      <InviteForm />
      <RemoveParticipantDialog participant={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
