import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useMemberEmail } from '#src/lib/auth/acting-member.ts';
import { membersNs } from '#src/lib/i18n/members-namespace.ts';
import { showBar } from '#src/lib/notification-bars/bar-store.ts';
import {
  type FamilyLinkAnswer,
  useAnswerFamilyInvitation,
} from '../api/answer-family-invitation.ts';
import { useReceivedInvitations } from '../api/list-received-invitations.ts';
import { type AnswerPlace, type FamilyLinkText, familyLinkAlert } from './family-link-alerts.ts';

export interface FamilyLinkRequest {
  invitationId: string;
  inviterEmail: string;
  /** The inviter's name when known; otherwise it is looked up among the received invitations. */
  inviterName?: string;
}

interface FamilyLinkAnswerModalProps {
  request: FamilyLinkRequest | null;
  place: AnswerPlace;
  onClose: () => void;
}

/**
 * The invitee approves or rejects a family link. The modal says what each answer means (SPEC.md
 * section 5) and the outcome is shown as a bar with the texts of section 8.
 */
export function FamilyLinkAnswerModal({ request, place, onClose }: FamilyLinkAnswerModalProps) {
  const { t } = useTranslation(membersNs);
  const answer = useAnswerFamilyInvitation();

  const invitations = useReceivedInvitations(useMemberEmail());
  const email = request?.inviterEmail ?? '';
  const name =
    request?.inviterName ??
    invitations.data?.find((invitation) => invitation.id === request?.invitationId)?.inviterName ??
    email;

  const text: FamilyLinkText = (key) => t(`familyLink.texts.${key}`);
  const send = (choice: FamilyLinkAnswer) => {
    if (!request) return;
    answer.mutate(
      { id: request.invitationId, answer: choice },
      {
        onSuccess: () =>
          showBar({
            groupId: 'family-link',
            closable: true,
            autoCloseTime: 10_000,
            ...familyLinkAlert(
              choice,
              place,
              { ok: true, message: choice === 'approved' ? t('familyLink.linked', { name }) : '' },
              text,
            ),
          }),
        onError: () =>
          showBar({
            groupId: 'family-link',
            closable: true,
            ...familyLinkAlert(choice, place, { ok: false }, text),
          }),
        onSettled: onClose,
      },
    );
  };
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={t('familyLink.title')}
      centered
      zIndex={500}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Text fw={500}>{t('familyLink.asks', { name, email: request?.inviterEmail ?? '' })}</Text>
        <Text size="sm">{t('familyLink.approveInfo', { name })}</Text>
        <Text size="sm" c="dimmed">
          {t('familyLink.rejectInfo')}
        </Text>
        <Group justify="flex-end" mt="sm">
          <Button
            variant="default"
            color="red"
            onClick={() => send('rejected')}
            loading={answer.isPending && answer.variables.answer === 'rejected'}
            disabled={answer.isPending}
          >
            {t('familyLink.reject')}
          </Button>
          <Button
            onClick={() => send('approved')}
            loading={answer.isPending && answer.variables.answer === 'approved'}
            disabled={answer.isPending}
          >
            {t('familyLink.approve')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
