import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link } from 'react-router';
import { isDevelopmentEnvironment } from '#src/lib/public-config.ts';
import { usePublicConfig } from '#src/lib/public-config-context.tsx';
import classes from './brand.module.css';

function Logo() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1c4f82" />
      <path
        d="M8 22V10l8 7 8-7v12"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Links home; a development environment shows `DEV TITLE` instead of the logo (SPEC.md section 2). */
export function Brand() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  return (
    <Link to="/" className={classes.brand} aria-label={t('app.homeLink')}>
      {isDevelopmentEnvironment(config) ? (
        <span className={classes.devTitle}>DEV TITLE</span>
      ) : (
        <>
          <Logo />
          <span className={classes.name}>{t('app.name')}</span>
        </>
      )}
    </Link>
  );
}
