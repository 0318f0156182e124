import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Heading, plainClasses } from '#src/lib/ui/plain.tsx';
import { useCurrentRoute } from '../route-handle.ts';
import { Brand } from '../shell/brand.tsx';
import { Footer } from '../shell/footer.tsx';
import { LanguageSwitch } from '../shell/language-switch.tsx';
import { usePageTitle } from '../shell/use-page-title.ts';
import classes from './auth-layout.module.css';

/** The authentication layout: sign-in pages, the lock screen and the error pages. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={classes.frame}>
      <header className={classes.header}>
        <Brand />
        <LanguageSwitch />
      </header>
      <main id="main-content" className={classes.main}>
        <div className={`${plainClasses.paper} ${classes.card}`}>
          <Heading order={1} className={classes.title}>
            {title}
          </Heading>
          {children}
        </div>
      </main>
      <Footer />
    </div>
  );
}

export function AuthLayout() {
  const route = useCurrentRoute();
  const title = usePageTitle(route.title);
  return (
    <AuthFrame title={title}>
      <Outlet />
    </AuthFrame>
  );
}
