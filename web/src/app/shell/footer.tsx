import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link } from 'react-router';
import classes from './shell.module.css';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      {t('footer.copyright', { year: String(new Date().getFullYear()) })}
      {' · '}
      <Link to="/privacy" className={classes.footerLink}>
        {t('footer.privacy')}
      </Link>
    </footer>
  );
}
