import { Card, Divider, Stack } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { safeReturnTo } from '#src/lib/auth/return-to.ts';
import { membersNs } from '#src/lib/i18n/members-namespace.ts';
import { showBar } from '#src/lib/notification-bars/bar-store.ts';
import { OwnMemberGate } from '../components/own-member-gate.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { ProfileImageField } from '../components/profile-image-field.tsx';

export function Component() {
  const { t } = useTranslation(membersNs);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A screen that sends the member here may name where to go back to after saving.
  const back = safeReturnTo(params.get('returnTo'), '/my-profile');

  const saved = () => {
    showBar({
      groupId: 'profile-saved',
      type: 'success',
      closable: true,
      autoCloseTime: 5000,
      message: t('profile.saved'),
    });
    void navigate(back);
  };

  return (
    <OwnMemberGate>
      {(member) => (
        <Card withBorder padding="lg" radius="md">
          <Stack gap="lg">
            <ProfileImageField member={member} />
            <Divider />
            <ProfileForm member={member} onSaved={saved} onCancel={() => void navigate(back)} />
          </Stack>
        </Card>
      )}
    </OwnMemberGate>
  );
}
