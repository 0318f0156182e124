import { useSyncExternalStore } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { DeviceMobileIcon } from '#src/lib/icons.tsx';
import { basename } from '#src/lib/auth/app-path.ts';
import { installPrompt } from '../build/install-prompt.ts';
import classes from './app-badge.module.css';

/**
 * The mobile-app badge (SPEC.md section 1): the portal is an installable web app. Where the browser
 * offers installation the badge opens its prompt; elsewhere it links to the app's start address,
 * from which the browser's "Add to Home Screen" installs it.
 */
export function AppBadge() {
  const { t } = useTranslation();
  const prompt = useSyncExternalStore(installPrompt.subscribe, installPrompt.get, () => null);
  return (
    <a
      className={classes.badge}
      href={`${basename}/`}
      target="_blank"
      rel="noopener"
      onClick={(event) => {
        if (!prompt) return;
        event.preventDefault();
        void installPrompt.show();
      }}
    >
      <DeviceMobileIcon size={26} />
      <span>
        <span className={classes.title}>{t('appBadge.title')}</span>
        <span className={classes.text}>{t('appBadge.text')}</span>
      </span>
    </a>
  );
}
