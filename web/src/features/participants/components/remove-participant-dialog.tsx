import type { Participant } from '@portal/contracts/family';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { membersNs } from '#src/lib/i18n/members-namespace.ts';
import { showBar } from '#src/lib/notification-bars/bar-store.ts';
import { useRemoveParticipant } from '../api/remove-participant.ts';
import { participantName } from '#src/lib/members/participant-name.ts';

interface RemoveParticipantDialogProps {
  participant: Participant | null;
  onClose: () => void;
}

/** Removing a child or ending a link is confirmed first: neither can be undone from here. */
export function RemoveParticipantDialog({ participant, onClose }: RemoveParticipantDialogProps) {
  const { t } = useTranslation(membersNs);
  const remove = useRemoveParticipant();
  const name = participant ? participantName(participant) : '';

  const confirm = () => {
    if (!participant) return;
    remove.mutate(participant.id, {
      onSuccess: () =>
        showBar({
          groupId: 'participant-removed',
          type: 'success',
          closable: true,
          autoCloseTime: 5000,
          message: t('participants.removed'),
        }),
      onError: () =>
        showBar({
          groupId: 'participant-removed',
          type: 'error',
          closable: true,
          message: t('participants.removeFailed'),
        }),
      onSettled: onClose,
    });
  };

  return (
    <Modal
      opened={participant !== null}
      onClose={onClose}
      title={t('participants.removeTitle')}
      zIndex={500}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <Text>
          {participant?.kind === 'linked'
            ? t('participants.removeLinked', { name })
            : t('participants.removeChild', { name })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('common.remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
