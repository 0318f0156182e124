import { useTranslation } from '#src/lib/i18n/translator.ts';
import { PlainButton, PlainButtonLink, plainClasses } from '#src/lib/ui/plain.tsx';
import classes from './error-page.module.css';
import { textKeyOf } from './error-details.ts';

interface ErrorContentProps {
  status: number;
  message?: string | undefined;
  /** The message says all there is: the status's description would say otherwise. */
  isWithoutDescription?: boolean;
}

/** Status code, message and description, with a way on (SPEC.md section 2). */
export function ErrorContent({ status, message, isWithoutDescription = false }: ErrorContentProps) {
  const { t } = useTranslation();
  const key = textKeyOf(status);
  return (
    <div className={classes.content}>
      <p className={classes.status} aria-label={t('errors.status', { status: String(status) })}>
        {status}
      </p>
      <p className={classes.message}>{message ?? t(`errors.message.${key}`)}</p>
      {!isWithoutDescription && (
        <p className={classes.description}>{t(`errors.description.${key}`)}</p>
      )}
      <div className={`${plainClasses.group} ${classes.actions}`}>
        <PlainButtonLink to="/">{t('errors.home')}</PlainButtonLink>
        {status >= 500 && (
          <PlainButton variant="default" onClick={() => window.location.reload()}>
            {t('errors.reload')}
          </PlainButton>
        )}
      </div>
    </div>
  );
}
