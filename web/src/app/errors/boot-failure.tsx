import { useEffect } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { formatTitle } from '#src/lib/i18n/route-titles.ts';
import { Heading, PlainButton, plainClasses } from '#src/lib/ui/plain.tsx';
import classes from './error-page.module.css';
import { errorTitleOf, textKeyOf } from './error-details.ts';

/**
 * When the app cannot start (the server is unreachable or misconfigured): outside the router and
 * without configuration, so only texts and a reload. The technical cause is on the console.
 */
export function BootFailure({ status }: { status: number }) {
  const { t, i18n } = useTranslation();
  const title = formatTitle(t(`titles.${errorTitleOf(status)}`), i18n.language);
  const key = textKeyOf(status);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className={classes.bootFailure}>
      <div className={`${plainClasses.paper} ${classes.bootFailureCard}`}>
        <div className={classes.content}>
          <Heading order={1} size="h2">
            {title}
          </Heading>
          <p className={classes.status}>{status}</p>
          <p className={classes.message}>{t(`errors.message.${key}`)}</p>
          <p className={classes.description}>{t(`errors.description.${key}`)}</p>
          <PlainButton onClick={() => window.location.reload()}>{t('errors.reload')}</PlainButton>
        </div>
      </div>
    </main>
  );
}
