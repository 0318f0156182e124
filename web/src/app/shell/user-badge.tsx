import { useTranslation } from '#src/lib/i18n/translator.ts';
import type { UserSummary } from '#src/lib/auth/user-names.ts';
import { Hint } from '#src/lib/ui/hint.tsx';
import { AvatarLink } from '#src/lib/ui/plain.tsx';

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
      <AvatarLink to="/my-profile" aria-label={label}>
        {user.initials}
      </AvatarLink>
    </Hint>
  );
}
