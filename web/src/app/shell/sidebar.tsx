import { administersAny } from '@portal/contracts/roles';
import { memo, type ReactElement } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useAuth } from '#src/lib/auth/use-auth.tsx';
import { Link, useLocation } from 'react-router';
import { useAuthSession } from '#src/lib/auth/auth-session-context.tsx';
import { useOwnGrants } from '#src/lib/auth/current-account.ts';
import { IdCardIcon, LogoutIcon, TicketIcon } from '#src/lib/icons.tsx';
import { Hint } from '#src/lib/ui/hint.tsx';
import { AppBadge } from './app-badge.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import type { LayoutMode } from './layout-mode.ts';
import { activeNavKey, navItems } from './nav-items.ts';
import { useIsShellOnly } from './shell-only.ts';
import classes from './shell.module.css';

interface SidebarProps {
  mode: LayoutMode;
  isOpen: boolean;
  onNavigate: () => void;
}

export const Sidebar = memo(function Sidebar({ mode, isOpen, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const auth = useAuth();
  const session = useAuthSession();
  // The shell painted before the app knows the page is drawn at the dashboard's address: no
  // entry is the page the member is on yet.
  const isShellOnly = useIsShellOnly();
  const active = isShellOnly ? undefined : activeNavKey(pathname);
  const grants = useOwnGrants();
  const isAdministrator = auth.user && grants ? administersAny(grants) : false;
  const items = navItems.filter((item) => !item.isForAdministrators || isAdministrator);
  const isRail = !isOpen && mode !== 'overlay';

  const withTooltip = (label: string, child: ReactElement<{ 'aria-describedby'?: string }>) => (
    <Hint label={label} position="right" disabled={!isRail} isDescription={false}>
      {child}
    </Hint>
  );

  return (
    <nav id="main-navigation" className={classes.nav} aria-label={t('nav.label')}>
      <ul className={classes.navList}>
        {items.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            {withTooltip(
              t(`nav.${key}`),
              <Link
                to={to}
                className={classes.navLink}
                aria-current={active === key ? 'page' : undefined}
                onClick={onNavigate}
              >
                <Icon size={22} />
                <span className={classes.navLabel}>{t(`nav.${key}`)}</span>
              </Link>,
            )}
          </li>
        ))}
        {mode === 'overlay' && auth.isAuthenticated && (
          <>
            <li>
              <Link to="/tickets" className={classes.navLink} onClick={onNavigate}>
                <TicketIcon size={22} />
                <span className={classes.navLabel}>{t('header.myTickets')}</span>
              </Link>
            </li>
            <li>
              <Link to="/membership-card" className={classes.navLink} onClick={onNavigate}>
                <IdCardIcon size={22} />
                <span className={classes.navLabel}>{t('header.membershipCard')}</span>
              </Link>
            </li>
          </>
        )}
        {auth.isAuthenticated && (
          <li>
            {withTooltip(
              t('nav.logout'),
              <button
                type="button"
                className={classes.navLink}
                onClick={() => void session.logout()}
              >
                <LogoutIcon size={22} />
                <span className={classes.navLabel}>{t('nav.logout')}</span>
              </button>,
            )}
          </li>
        )}
      </ul>
      <div className={classes.navFooter}>
        {/* Shown by the stylesheet, so the prerendered shell is right at any width (issue 19). */}
        <div className={classes.overlayOnly}>
          <LanguageSwitch />
        </div>
        {mode === 'full' && isOpen && <AppBadge />}
      </div>
    </nav>
  );
});
