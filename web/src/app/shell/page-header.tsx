import { Anchor, Breadcrumbs, Text, Title } from '@mantine/core';
import { memo, useEffect, useRef } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link, useLocation } from 'react-router';
import { useCrumbLabelOf } from '#src/lib/ui/crumb-labels.ts';
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
        {isShellOnly && <Text size="sm">{blank}</Text>}
        <Breadcrumbs separator="›" separatorMargin={6}>
          {crumbs.map((crumb) => {
            let text = crumb.text ?? t('header.home');
            if (!crumb.isCurrent && isCrumbKey(crumb.segment)) text = t(`crumbs.${crumb.segment}`);
            if (crumb.isLink) {
              return (
                <Anchor
                  key={crumb.to}
                  component={Link}
                  to={crumb.to}
                  size="sm"
                  className={classes.crumb}
                  title={text}
                >
                  {text}
                </Anchor>
              );
            }
            return (
              <Text
                key={crumb.to}
                size="sm"
                className={classes.crumb}
                title={text}
                aria-current={crumb.isCurrent ? 'page' : undefined}
              >
                {text}
              </Text>
            );
          })}
        </Breadcrumbs>
      </nav>
      <Title order={1} ref={heading} tabIndex={-1} className={classes.pageTitle}>
        {isShellOnly ? blank : title}
      </Title>
    </>
  );
});
