import type { Member } from '@portal/contracts/member';
import { fullName, profileImageTypes } from '@portal/contracts/member-fields';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { membersNs } from '#src/lib/i18n/members-namespace.ts';
import { showBar } from '#src/lib/notification-bars/bar-store.ts';
import { checkProfileImage, useProfileImage, useUploadProfileImage } from '../api/profile-image.ts';
import { useAccessToken } from '#src/lib/members/use-own-member.ts';

export function ProfileAvatar({ member, size = 96 }: { member: Member; size?: number }) {
  const { t } = useTranslation(membersNs);
  const image = useProfileImage(member.id, useAccessToken(), member.profileImage !== null);
  const name = fullName(member);
  return (
    <Avatar
      src={image.data ?? null}
      size={size}
      radius="50%"
      alt={t('profile.imageAlt', { name })}
      name={name}
      color="initials"
    />
  );
}

/** Upload of the profile image: type and size are checked here first, with plain messages. */
export function ProfileImageField({ member }: { member: Member }) {
  const { t } = useTranslation(membersNs);
  const upload = useUploadProfileImage(useAccessToken());
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (file: File | null) => {
    if (!file) return;
    const found = checkProfileImage(file);
    if (found) {
      setProblem(t(found === 'wrongType' ? 'profile.imageWrongType' : 'profile.imageTooLarge'));
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () =>
        showBar({
          groupId: 'profile-image',
          type: 'success',
          closable: true,
          autoCloseTime: 5000,
          message: t('profile.imageUploaded'),
        }),
      onError: () => setProblem(t('profile.imageFailed')),
    });
  };

  return (
    <Group align="center" gap="md">
      <ProfileAvatar member={member} />
      <Stack gap={4}>
        <FileButton onChange={choose} accept={profileImageTypes.join(',')}>
          {(props) => (
            <Button {...props} variant="light" loading={upload.isPending}>
              {t('profile.imageChoose')}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          {t('profile.imageHint')}
        </Text>
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
