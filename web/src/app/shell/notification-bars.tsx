import { useEffect, useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { AlertIcon, CheckIcon } from '#src/lib/icons.tsx';
import {
  isBarVisible,
  type NotificationBar,
  secondsLeft,
} from '#src/lib/notification-bars/bar-rules.ts';
import { closeBar, useNotificationBars } from '#src/lib/notification-bars/bar-store.ts';
import { SafeMarkup } from '#src/lib/notification-bars/safe-markup.tsx';
import { PlainAlert } from '#src/lib/ui/plain.tsx';
import classes from './shell.module.css';

function Bar({ bar }: { bar: NotificationBar }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(bar, now);

  useEffect(() => {
    if (bar.autoCloseTime === undefined) return;
    // The countdown ticks once a second (SPEC.md section 9).
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [bar.autoCloseTime]);

  useEffect(() => {
    if (left === 0) closeBar(bar.id);
  }, [left, bar.id]);

  const isError = bar.type === 'error';
  return (
    <PlainAlert
      color={isError ? 'red' : 'green'}
      icon={isError ? <AlertIcon /> : <CheckIcon />}
      {...(bar.closable && { closeLabel: t('bars.close'), onClose: () => closeBar(bar.id) })}
      role={isError ? 'alert' : 'status'}
    >
      <SafeMarkup html={bar.message} />
      {left !== undefined && (
        <span aria-hidden="true"> · {t('bars.closesIn', { seconds: String(left) })}</span>
      )}
    </PlainAlert>
  );
}

/** The bars for the current route, under the page heading. */
export function NotificationBars({ routeName }: { routeName: string | undefined }) {
  const bars = useNotificationBars().filter((bar) => isBarVisible(bar, routeName));
  if (bars.length === 0) return null;
  return (
    <div className={classes.bars}>
      {bars.map((bar) => (
        <Bar key={bar.id} bar={bar} />
      ))}
    </div>
  );
}
