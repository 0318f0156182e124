import type { Notification } from '@portal/contracts/notification';
import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { usePublicConfig } from '#src/lib/public-config-context.tsx';
import { useNotifications } from '../api/list-notifications.ts';
import { useLiveNotifications } from '../api/notification-stream.ts';
import type { FamilyLinkRequestData } from './family-link-data.ts';

// The panel (a drawer, its cards, the Contact Us sender's schema) loads when the bell is first
// opened: on every member's page its code was evaluated as the first page settled, for a count.
const NotificationPanel = lazy(() =>
  import('./notification-panel.tsx').then((module) => ({ default: module.NotificationPanel })),
);

export interface NotificationCenterProps {
  isOpen: boolean;
  onClose: () => void;
  /** Tells the header how many unread notifications there are (the bell shows only then). */
  onUnreadChange: (count: number) => void;
  /** A family link request was chosen; answering it belongs to the participants feature. */
  onAnswerFamilyLink: (request: FamilyLinkRequestData, notification: Notification) => void;
}

/**
 * Keeps the bell's count of unread notifications, live, and opens its panel. Once closed, the
 * list is loaded again.
 */
export function NotificationCenter(props: NotificationCenterProps) {
  const { isOpen, onClose, onUnreadChange, onAnswerFamilyLink } = props;
  const { notificationsEnabled } = usePublicConfig();
  const isListReadable = useLiveNotifications(notificationsEnabled);
  const notifications = useNotifications(notificationsEnabled && isListReadable);
  const unread = notifications.data?.length ?? 0;

  const tellUnread = useEffectEvent((count: number) => onUnreadChange(count));
  useEffect(() => tellUnread(notificationsEnabled ? unread : 0), [unread, notificationsEnabled]);

  const [wasOpened, setWasOpened] = useState(isOpen);
  if (isOpen && !wasOpened) setWasOpened(true);
  if (!wasOpened) return null;

  const close = () => {
    onClose();
    void notifications.refetch();
  };
  return (
    <Suspense fallback={null}>
      <NotificationPanel
        isOpen={isOpen}
        unread={notifications.data ?? []}
        onClose={close}
        onAnswerFamilyLink={onAnswerFamilyLink}
      />
    </Suspense>
  );
}
