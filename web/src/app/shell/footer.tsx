import { useTranslation } from 'react-i18next';
import classes from './shell.module.css';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      {t('footer.copyright', { year: String(new Date().getFullYear()) })}
    </footer>
  );
}
