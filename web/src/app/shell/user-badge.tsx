import { Avatar } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link } from 'react-router';
import type { UserSummary } from '#src/lib/auth/user-names.ts';
import { Hint } from '#src/lib/ui/hint.tsx';

/** Initials with the name and email on hover and focus (SPEC.md section 1); opens the profile. */
export function UserBadge({ user }: { user: UserSummary }) {
  const { t } = useTranslation();
  const label = t('header.account', { name: user.name, email: user.email });
  return (
    <Hint
      isDescription={false}
      label={
        <>
          <span style={{ display: 'block', fontWeight: 600 }}>{user.name}</span>
          <span style={{ display: 'block' }}>{user.email}</span>
        </>
      }
    >
      <Avatar
        component={Link}
        to="/my-profile"
        aria-label={label}
        color="blue"
        variant="filled"
        radius="xl"
      >
        {user.initials}
      </Avatar>
    </Hint>
  );
}
