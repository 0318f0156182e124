import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { basename } from '#src/lib/auth/app-path.ts';
import { PlainButton, plainClasses } from '#src/lib/ui/plain.tsx';
import { appUpdate, checkForNewWorker } from '../build/app-update.ts';
import {
  BUILD_CHECK_INTERVAL_MS,
  isNewerBuildAvailable,
  runningEntryScript,
} from '../build/build-check.ts';
import classes from './shell.module.css';

/**
 * Checks hourly for a newer build and offers a reload (SPEC.md section 4 "Builds"): a new service
 * worker waiting with it, or (without one) a new entry script in index.html.
 */
export function UpdateBanner() {
  const { t } = useTranslation();
  const [isNewerBuild, setNewerBuild] = useState(false);
  const isWorkerWaiting = useSyncExternalStore(
    appUpdate.subscribe,
    appUpdate.isWaiting,
    () => false,
  );

  useEffect(() => {
    if (import.meta.env.DEV) return;
    const running = runningEntryScript();
    const timer = setInterval(() => {
      checkForNewWorker().catch(() => undefined);
      isNewerBuildAvailable(`${basename}/`, running)
        .then((newer) => {
          if (newer) setNewerBuild(true);
        })
        .catch(() => {
          // Offline or a deploy in progress: the next hourly check tries again.
        });
    }, BUILD_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  if (!isNewerBuild && !isWorkerWaiting) return null;
  return (
    <div role="status" className={`${plainClasses.paper} ${classes.updateBanner}`}>
      <div className={plainClasses.group}>
        <p className={plainClasses.textSm}>{t('build.available')}</p>
        <PlainButton size="xs" onClick={() => appUpdate.apply()}>
          {t('build.reload')}
        </PlainButton>
      </div>
    </div>
  );
}
