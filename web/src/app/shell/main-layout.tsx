import { lazy, Suspense, useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useAuth } from '#src/lib/auth/use-auth.tsx';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useIsSuperAdmin } from '#src/features/impersonation/lib/use-is-super-admin.ts';
import { MembershipPromptSlot } from '#src/features/memberships/components/membership-prompt-slot.tsx';
import { setActingMember, useActingMember } from '#src/lib/auth/acting-member.ts';
import { useCurrentAccount } from '#src/lib/auth/current-account.ts';
import { forgetKeptDataOfOthers } from '#src/lib/offline/kept-data.ts';
import { useModuleWhenIdle } from '#src/lib/ui/use-is-idle.ts';
import { CenteredSpinner } from '#src/lib/ui/plain.tsx';
import { useCurrentRoute } from '../route-handle.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { isFloating } from './layout-mode.ts';
import { NotificationBars } from './notification-bars.tsx';
import { PageHeader } from './page-header.tsx';
import { useIsShellOnly } from './shell-only.ts';
import { importWhenOnline } from '../build/chunk-reload.ts';
import classes from './shell.module.css';
import { Sidebar } from './sidebar.tsx';
import { createUnreadCount, type UnreadCount } from './unread-count.ts';
import { UpdateBanner } from './update-banner.tsx';
import { useSidebar } from './use-layout.ts';

// Loaded once the page is shown and the browser is idle: member lookup, address notice and the
// bell's panel are not needed for the first view, and their code (with zod) would push the first
// load of /ui/ over its 200 kB budget.
// Without a network they wait for it, so a page that works offline (the door) is not failed.
const loadMemberExtras = () => importWhenOnline(() => import('./member-extras.tsx'));
const loadEmailVerificationNotice = () =>
  importWhenOnline(
    () => import('#src/features/email-verification/components/email-verification-notice.tsx'),
  );
// Only super administrators ever load these.
const MemberPicker = lazy(() =>
  importWhenOnline(() => import('#src/features/impersonation/components/member-picker.tsx')),
);
const ActingBanner = lazy(() =>
  importWhenOnline(() => import('#src/features/impersonation/components/acting-banner.tsx')),
);

interface MemberExtrasWhenIdleProps {
  shownMember: string;
  isBellOpen: boolean;
  onBellClose: () => void;
  unreadNotifications: UnreadCount;
}

/** Its own component: their arrival, once the browser is idle, draws them and not the layout. */
function MemberExtrasWhenIdle({
  shownMember,
  isBellOpen,
  onBellClose,
  unreadNotifications,
}: MemberExtrasWhenIdleProps) {
  const MemberExtras = useModuleWhenIdle(loadMemberExtras)?.default;
  return MemberExtras ? (
    <MemberExtras
      key={shownMember}
      isBellOpen={isBellOpen}
      onBellClose={onBellClose}
      onUnreadChange={unreadNotifications.set}
    />
  ) : null;
}

/**
 * The member layout: header, side navigation, breadcrumbs and title, notification bars, the page
 * and the footer. The notification bell and the member picker slots of the header are filled by
 * the notifications and impersonation features.
 */
export function Component() {
  const { t } = useTranslation();
  const isShellOnly = useIsShellOnly();
  const { mode, isOpen, toggle, close } = useSidebar();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const route = useCurrentRoute();
  const floating = isFloating(mode, isOpen);
  const auth = useAuth();
  const isSignedIn = auth.isAuthenticated;
  const signedInAs = isSignedIn ? auth.user?.profile.sub : undefined;
  const isSuperAdmin = useIsSuperAdmin();
  const account = useCurrentAccount().data;
  const hasGrants = account?.grants !== undefined;
  const actingMember = useActingMember();
  // Acting as another member mounts the member's parts afresh: no state or data of the one before.
  const shownMember = actingMember?.id ?? 'self';
  // Only for an address not confirmed yet: the notice draws with Mantine, whose components and
  // their styles a page drawn without them would load for nothing.
  const EmailVerificationNotice = useModuleWhenIdle(
    loadEmailVerificationNotice,
    isSignedIn && account?.emailVerified === false,
  )?.default;
  const [unreadNotifications] = useState(createUnreadCount);
  const [isBellOpen, setBellOpen] = useState(false);
  // The shell's parts are memoised and these callbacks stable: the layout's own changes (the
  // roles arriving, the bell opened) redraw only the parts they concern. On a phone each redraw of
  // the whole shell was a task of its own as the first page settled.
  const openBell = useCallback(() => setBellOpen(true), []);
  const closeBell = useCallback(() => setBellOpen(false), []);
  const closeIfFloating = useCallback(() => {
    if (floating) close();
  }, [floating, close]);

  useEffect(() => {
    // What another member left kept on this device is not for whoever signs in next.
    if (signedInAs) forgetKeptDataOfOthers(signedInAs);
  }, [signedInAs]);

  useEffect(() => {
    // SPEC.md section 6: for anyone but a super administrator impersonation data is cleared,
    // once the server has said who that is (a page reloaded while acting keeps the member).
    if (isSignedIn && hasGrants && !isSuperAdmin) setActingMember(null);
  }, [isSignedIn, hasGrants, isSuperAdmin]);

  useEffect(() => {
    if (!floating) return;
    // Over the page the navigation acts like a dialog: focus goes in, the page behind is inert.
    document.querySelector<HTMLElement>('#main-navigation a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      document.querySelector<HTMLElement>('[aria-controls="main-navigation"]')?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [floating, close]);

  // A floating navigation has done its job once the page changes (also by Back and Forward);
  // only the path starts it, as opening the navigation must not close it.
  const closeFloating = useEffectEvent(() => {
    if (floating) close();
  });
  useEffect(() => closeFloating(), [pathname]);

  return (
    <div className={classes.shell} data-mode={mode} data-open={isOpen} data-floating={floating}>
      {navigation.state === 'loading' && <div className={classes.progress} role="presentation" />}
      <a href="#main-content" className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      <Header
        isNavOpen={isOpen}
        onToggleNav={toggle}
        unreadNotifications={unreadNotifications}
        onOpenNotifications={openBell}
        memberPicker={
          isSignedIn && isSuperAdmin ? (
            <Suspense fallback={null}>
              <MemberPicker />
            </Suspense>
          ) : undefined
        }
      />
      {isSignedIn && (
        <MemberExtrasWhenIdle
          shownMember={shownMember}
          isBellOpen={isBellOpen}
          onBellClose={closeBell}
          unreadNotifications={unreadNotifications}
        />
      )}
      <Sidebar mode={mode} isOpen={isOpen} onNavigate={closeIfFloating} />
      {floating && <div className={classes.backdrop} onClick={close} aria-hidden="true" />}
      <div className={classes.content} inert={floating}>
        <main id="main-content" className={classes.main} tabIndex={-1}>
          {isSignedIn && isSuperAdmin && actingMember && (
            <Suspense fallback={null}>
              <ActingBanner member={actingMember} />
            </Suspense>
          )}
          <PageHeader />
          {isSignedIn && EmailVerificationNotice && <EmailVerificationNotice />}
          <NotificationBars routeName={route.name} />
          {/* The shell painted before the app knows the page (it is prerendered at the dashboard's
              address) shows that a page is coming, not the dashboard. */}
          {isShellOnly ? (
            <CenteredSpinner label={t('app.loading')} />
          ) : (
            <Outlet key={shownMember} />
          )}
          <div className={classes.toFoot} />
          {/* After the page: it appears late (after the member's data), and pushed nothing down. */}
          <MembershipPromptSlot key={`prompt-${shownMember}`} />
        </main>
        <Footer />
      </div>
      <UpdateBanner />
    </div>
  );
}
