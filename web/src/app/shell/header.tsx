import { memo, type ReactNode } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useAuth } from '#src/lib/auth/use-auth.tsx';
import { summarizeUser } from '#src/lib/auth/user-names.ts';
import { useSignIn } from '#src/lib/auth/sign-in-problem.ts';
import { BellIcon, TicketIcon } from '#src/lib/icons.tsx';
import { usePublicConfig } from '#src/lib/public-config-context.tsx';
import { Burger, CountedIconButton, PlainButton, PlainButtonLink } from '#src/lib/ui/plain.tsx';
import { Brand } from './brand.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import classes from './shell.module.css';
import { signInButtonAttribute } from './sign-in-button.ts';
import { type UnreadCount, useUnreadCount } from './unread-count.ts';
import { UserBadge } from './user-badge.tsx';

export interface HeaderSlots {
  /** Unread notifications; the bell shows only when there are some (SPEC.md section 1). */
  unreadNotifications: UnreadCount;
  onOpenNotifications?: () => void;
  /** The super administrator's member picker, when the signed-in user may impersonate. */
  memberPicker?: ReactNode;
}

interface HeaderProps extends HeaderSlots {
  isNavOpen: boolean;
  onToggleNav: () => void;
}

/** Its own component: a new count redraws the bell, not the header. */
function NotificationBell({ unread, onOpen }: { unread: UnreadCount; onOpen?: () => void }) {
  const { t } = useTranslation();
  const count = useUnreadCount(unread);
  if (count === 0) return null;
  return (
    <CountedIconButton
      count={count}
      onClick={onOpen}
      aria-label={t('header.notifications', { count })}
    >
      <BellIcon />
    </CountedIconButton>
  );
}

export const Header = memo(function Header({
  isNavOpen,
  onToggleNav,
  unreadNotifications,
  onOpenNotifications,
  memberPicker,
}: HeaderProps) {
  const { t } = useTranslation();
  const auth = useAuth();
  const signIn = useSignIn();
  const config = usePublicConfig();
  const user = auth.isAuthenticated ? summarizeUser(auth.user?.profile) : null;

  return (
    <header className={classes.header}>
      <Burger
        opened={isNavOpen}
        onClick={onToggleNav}
        aria-label={isNavOpen ? t('nav.close') : t('nav.open')}
        aria-expanded={isNavOpen}
        aria-controls="main-navigation"
      />
      <Brand />
      <div className={classes.headerEnd}>
        {memberPicker}
        <div className={classes.hideOnPhone}>
          <LanguageSwitch />
        </div>
        {config.notificationsEnabled && auth.isAuthenticated && (
          <NotificationBell unread={unreadNotifications} onOpen={onOpenNotifications} />
        )}
        {!user && (
          // While the session is not read (the prerendered pages) hidden, and shown by the page's
          // script when the tab holds none: then the app keeps this very button, and a press
          // held while it loaded is made again on it.
          <PlainButton
            onClick={signIn}
            hidden={auth.isLoading}
            {...{ [signInButtonAttribute]: '' }}
            suppressHydrationWarning
          >
            {t('header.signIn')}
          </PlainButton>
        )}
        {auth.isLoading ? (
          // Not known yet (the prerendered shell): the avatar's place, so nothing moves after.
          <span className={classes.userPlaceholder} />
        ) : (
          user && (
            <>
              <PlainButtonLink
                to="/tickets"
                variant="subtle"
                leftSection={<TicketIcon />}
                className={classes.hideOnPhone}
              >
                {t('header.myTickets')}
              </PlainButtonLink>
              <UserBadge user={user} />
            </>
          )
        )}
      </div>
    </header>
  );
});
