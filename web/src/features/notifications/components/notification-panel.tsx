import { contactUsDataSchema } from '@portal/contracts/contact-us';
import type { Notification } from '@portal/contracts/notification';
import { Anchor, Button, Card, Drawer, Stack, Text } from '@mantine/core';
import { useEffect, useEffectEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { formatDateTime } from '#src/lib/format.ts';
import { membersNs } from '#src/lib/i18n/members-namespace.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { Link } from 'react-router';
import { type FamilyLinkRequestData, familyLinkRequestOf } from './family-link-data.ts';
import { isReceiptNews, notificationPath } from './notification-link.ts';

export interface NotificationPanelProps {
  isOpen: boolean;
  /** The member's unread notifications as the bell last read them. */
  unread: Notification[];
  onClose: () => void;
  /** A family link request was chosen; answering it belongs to the participants feature. */
  onAnswerFamilyLink: (request: FamilyLinkRequestData, notification: Notification) => void;
}

/**
 * The bell's panel. Opening it shows the unread notifications and marks them read; the panel
 * keeps showing what it opened with until it is closed.
 */
export function NotificationPanel({
  isOpen,
  unread,
  onClose,
  onAnswerFamilyLink,
}: NotificationPanelProps) {
  const { t } = useTranslation(membersNs);
  const markRead = useMarkNotificationsRead();
  // Loaded by the bell's first opening, the panel is first drawn closed and opened a frame later:
  // the drawer notes the element to give focus back to only as it goes from closed to open. Drawn
  // at once (as a click's update is), its effects run before it moves the focus inside; a
  // frame's ordinary update would run them after, and the focus would not come back.
  const [isDrawn, setDrawn] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => flushSync(() => setDrawn(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  const isShown = isOpen && isDrawn;
  // What the panel opened with: what arrives while it is open waits for the next opening.
  // It is kept while the panel closes, so the list does not empty during the closing animation.
  const [shown, setShown] = useState<Notification[]>([]);
  const [wasShown, setWasShown] = useState(false);
  if (isShown !== wasShown) {
    setWasShown(isShown);
    if (isShown) setShown(unread);
  }

  const markShownRead = useEffectEvent(() => {
    for (const item of shown) markRead.mutate({ id: item.id });
  });
  useEffect(() => {
    if (isShown) markShownRead();
  }, [isShown]);

  return (
    <Drawer
      opened={isShown}
      onClose={onClose}
      position="right"
      // Above the sticky app header (z-index 300), which would cover the panel's title.
      zIndex={500}
      title={t('notifications.title')}
      closeButtonProps={{ 'aria-label': t('notifications.close') }}
    >
      <Stack gap="sm">
        {shown.length === 0 && <Text c="dimmed">{t('notifications.empty')}</Text>}
        {shown.map((item) => {
          const request = familyLinkRequestOf(item);
          return (
            <Card key={item.id} withBorder padding="sm" radius="md" component="article">
              <Text fw={600}>{item.title}</Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {item.message}
              </Text>
              {item.type === 'CONTACT_US' && <ContactSender data={item.data} />}
              <NewsLink item={item} onFollow={onClose} />
              <Text size="xs" c="dimmed" mt={4}>
                {formatDateTime(item.createdAt)}
              </Text>
              {request && (
                <Button
                  mt="sm"
                  size="xs"
                  onClick={() => {
                    setShown((list) => list.filter((other) => other.id !== item.id));
                    onAnswerFamilyLink(request, item);
                  }}
                >
                  {t('notifications.answer')}
                </Button>
              )}
            </Card>
          );
        })}
      </Stack>
    </Drawer>
  );
}

/** The page the news is about, when it names one of the portal's pages. */
function NewsLink({ item, onFollow }: { item: Notification; onFollow: () => void }) {
  const { t } = useTranslation(membersNs);
  const path = notificationPath(item);
  if (!path) return null;
  return (
    <Anchor component={Link} to={path} size="sm" mt={4} onClick={onFollow}>
      {isReceiptNews(item) ? t('notifications.receipt') : t('notifications.open')}
    </Anchor>
  );
}

/** Who wrote a Contact Us message, and the way to answer them. */
function ContactSender({ data }: { data: Notification['data'] }) {
  const { t } = useTranslation(membersNs);
  const sender = contactUsDataSchema.safeParse(data);
  if (!sender.success) return null;
  const { senderName, senderEmail, org } = sender.data;
  return (
    <Text size="sm" mt={4}>
      {t('notifications.contactFrom', { name: senderName, org })}
      {senderEmail && (
        <>
          {' · '}
          <Anchor href={`mailto:${senderEmail}`} size="sm">
            {senderEmail}
          </Anchor>
        </>
      )}
    </Text>
  );
}
