import { Fragment, memo, useEffect, useRef } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link, useLocation } from 'react-router';
import { useCrumbLabelOf } from '#src/lib/ui/crumb-labels.ts';
import { Heading, plainClasses } from '#src/lib/ui/plain.tsx';
import { breadcrumbsFromPath, isCrumbKey } from '../breadcrumbs.ts';
import { useCurrentRoute } from '../route-handle.ts';
import { isPagePath } from '../route-lookup.ts';
import { useRouteTable } from '../route-table-context.tsx';
import classes from './shell.module.css';
import { useIsShellOnly } from './shell-only.ts';
import { usePageTitle } from './use-page-title.ts';

/** Breadcrumbs and the page heading; after in-app navigation focus moves to the heading. */
export const PageHeader = memo(function PageHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = useCurrentRoute();
  const title = usePageTitle(route.title);
  const routes = useRouteTable();
  const heading = useRef<HTMLHeadingElement>(null);
  const previousPath = useRef(pathname);
  const labelOf = useCrumbLabelOf();
  const isShellOnly = useIsShellOnly();

  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    heading.current?.focus();
  }, [pathname]);

  const crumbs = isShellOnly
    ? []
    : breadcrumbsFromPath(pathname, title, (path) => isPagePath(routes, path), labelOf);
  // The shell painted before the app knows the page keeps the lines' places (no shift later).
  const blank = '\u00a0';

  return (
    <>
      <nav aria-label={t('header.breadcrumb')}>
        {isShellOnly && <p className={plainClasses.textSm}>{blank}</p>}
        <div className={plainClasses.breadcrumbs}>
          {crumbs.map((crumb, index) => {
            let text = crumb.text ?? t('header.home');
            if (!crumb.isCurrent && isCrumbKey(crumb.segment)) text = t(`crumbs.${crumb.segment}`);
            return (
              <Fragment key={crumb.to}>
                {index > 0 && (
                  <span className={plainClasses.crumbSeparator} aria-hidden="true">
                    ›
                  </span>
                )}
                {crumb.isLink ? (
                  <Link
                    to={crumb.to}
                    className={`${plainClasses.anchor} ${plainClasses.textSm} ${classes.crumb}`}
                    title={text}
                  >
                    {text}
                  </Link>
                ) : (
                  <span
                    className={`${plainClasses.textSm} ${classes.crumb}`}
                    title={text}
                    aria-current={crumb.isCurrent ? 'page' : undefined}
                  >
                    {text}
                  </span>
                )}
              </Fragment>
            );
          })}
        </div>
      </nav>
      <Heading order={1} ref={heading} tabIndex={-1} className={classes.pageTitle}>
        {isShellOnly ? blank : title}
      </Heading>
    </>
  );
});
