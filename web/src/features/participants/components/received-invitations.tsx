import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useMemberEmail } from '#src/lib/auth/acting-member.ts';
import { membersNs } from '#src/lib/i18n/members-namespace.ts';
import { useReceivedInvitations } from '../api/list-received-invitations.ts';
import { FamilyLinkAnswerModal, type FamilyLinkRequest } from './family-link-answer-modal.tsx';

/** Pending family link requests addressed to the member, each answered in the modal. */
export function ReceivedInvitations() {
  const { t } = useTranslation(membersNs);
  const email = useMemberEmail();
  const invitations = useReceivedInvitations(email);
  const [request, setRequest] = useState<FamilyLinkRequest | null>(null);
  const pending = invitations.data ?? [];

  return (
    <>
      {pending.length > 0 && (
        <Alert color="blue" variant="light" title={t('participants.received.heading')}>
          <Stack gap="xs">
            {pending.map((invitation) => (
              <Group key={invitation.id} justify="space-between" gap="xs" wrap="wrap">
                <Text size="sm">
                  {t('participants.received.from', {
                    name: invitation.inviterName,
                    email: invitation.inviterEmail,
                  })}
                </Text>
                <Button
                  size="xs"
                  onClick={() =>
                    setRequest({
                      invitationId: invitation.id,
                      inviterEmail: invitation.inviterEmail,
                      inviterName: invitation.inviterName,
                    })
                  }
                >
                  {t('participants.received.answer')}
                </Button>
              </Group>
            ))}
          </Stack>
        </Alert>
      )}
      <FamilyLinkAnswerModal request={request} place="modal" onClose={() => setRequest(null)} />
    </>
  );
}
