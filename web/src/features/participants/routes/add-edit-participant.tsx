import { Alert, Anchor, Card, Stack, Title } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Loading } from '#src/lib/ui/load-state.tsx';
import { membersNs } from '#src/lib/i18n/members-namespace.ts';
import { showBar } from '#src/lib/notification-bars/bar-store.ts';
import { useParticipants } from '#src/lib/members/list-participants.ts';
import { ChildForm } from '../components/child-form.tsx';
import { childToValues, emptyChild } from '../components/child-form-model.ts';

/** `?id=` edits that child; without it a new child is added. */
export function Component() {
  const { t } = useTranslation(membersNs);
  const navigate = useNavigate();
  const childId = useSearchParams()[0].get('id') ?? undefined;
  const participants = useParticipants();
  const back = () => void navigate('/participants-list');

  const saved = () => {
    showBar({
      groupId: 'child-saved',
      type: 'success',
      closable: true,
      autoCloseTime: 5000,
      message: t('participants.childSaved'),
    });
    back();
  };

  const child = participants.data?.find(
    (participant) => participant.kind === 'child' && participant.id === childId,
  );
  let body;
  if (!childId) {
    body = <ChildForm initial={emptyChild} onSaved={saved} onCancel={back} />;
  } else if (participants.isPending) {
    body = <Loading />;
  } else if (child?.kind === 'child') {
    body = (
      <ChildForm
        childId={child.id}
        initial={childToValues(child)}
        onSaved={saved}
        onCancel={back}
      />
    );
  } else {
    body = (
      <Alert color="red" role="alert">
        {participants.isError ? t('common.loadFailed') : t('participants.notFound')}
      </Alert>
    );
  }

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Anchor component={Link} to="/participants-list" size="sm">
          {t('participants.back')}
        </Anchor>
        <Title order={2} size="h3">
          {childId ? t('participants.editChild') : t('participants.addChild')}
        </Title>
        {body}
      </Stack>
    </Card>
  );
}
