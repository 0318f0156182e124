import type {
  CheckInList,
  CheckInResult,
  DoorTicket,
  Scan,
} from '@portal/contracts/event-administration';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useAuth } from '#src/lib/auth/use-auth.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link, useParams } from 'react-router';
import { formatClubTime } from '#src/lib/format.ts';
import { currentLanguage } from '#src/lib/i18n/i18n.ts';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { StatusBadge } from '#src/lib/ui/status-badge.tsx';
import { fetchCheckInList, sendScans } from '../api/staff-events.ts';
import { membershipCardCodeOf } from '@portal/contracts/membership-card';
import { AdminFrame } from '../components/admin-frame.tsx';
import {
  cardCheckText,
  MembershipCardAnswer,
  useMembershipCardCheck,
} from '../components/door-membership-card.tsx';
import { doorCardNs } from '../i18n/door-card-namespace.ts';
import { QrCamera } from '../components/qr-camera.tsx';
import { administrationNs } from '../i18n/administration-namespace.ts';
import { adminPath } from '../lib/admin-sections.ts';
import {
  countsOf,
  decideLocally,
  doorTicketsOf,
  newNonce,
  type QueuedScan,
  refusedAfterSync,
  withTicket,
} from '../lib/door.ts';
import { useStaffEventCrumb } from '../lib/use-staff-event-crumb.ts';

/** The answer shown after a scan: big, coloured, and spoken. */
interface Answer {
  result: CheckInResult;
  kind: Scan['kind'];
  ticket: DoorTicket | null;
  code: string;
}

const answerColours: Record<CheckInResult, string> = {
  ok: 'green.8',
  already_checked_in: 'orange.9',
  cancelled: 'red.8',
  unpaid: 'red.8',
  other_event: 'red.8',
  unknown: 'red.8',
  not_checked_in: 'gray.8',
};

const queueKey = (eventId: string) => `portal.check-in.queue.${eventId}`;
const readQueue = (eventId: string): QueuedScan[] => {
  try {
    return JSON.parse(localStorage.getItem(queueKey(eventId)) ?? '[]') as QueuedScan[];
  } catch {
    return [];
  }
};

const clockOf = (iso: string | null) => (iso ? formatClubTime(iso) : '');

function speak(text: string) {
  if (!('speechSynthesis' in window)) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = currentLanguage() === 'da' ? 'da-DK' : 'en-GB';
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}

function CheckIn({ orgKey, eventId }: { orgKey: string; eventId: string }) {
  const { t } = useTranslation(administrationNs);
  const profile = useAuth().user?.profile;
  const me = profile?.given_name ?? profile?.name ?? profile?.email ?? '';
  const queryClient = useQueryClient();
  const listKey = useMemo(() => ['administration', 'check-in', orgKey, eventId], [orgKey, eventId]);
  // The server's answers to this phone's scans, by ticket code, with when each came.
  const answers = useRef(new Map<string, { ticket: DoorTicket; at: number }>());
  // Read when the page opens and every ten seconds after (by the timer below): other phones'
  // check-ins and cancellations arrive with it. Without a network the last list stays and scans
  // are decided from it. A read asked for before an answer came may not hold it yet: the answer
  // stays, or a ticket just let in would show as valid until the next read.
  const list = useQuery({
    queryKey: listKey,
    queryFn: async () => {
      const askedAt = Date.now();
      const read = await fetchCheckInList(orgKey, eventId);
      const tickets = read.tickets.map((ticket) => {
        const answered = answers.current.get(ticket.code);
        return answered && answered.at >= askedAt ? answered.ticket : ticket;
      });
      return { ...read, tickets };
    },
  });
  useStaffEventCrumb(eventId, list.data?.event.title);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [queue, setQueue] = useState<QueuedScan[]>(() => readQueue(eventId));
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [refused, setRefused] = useState<{ name: string; result: CheckInResult }[]>([]);
  const [search, setSearch] = useState('');
  const sending = useRef(false);
  const card = useMembershipCardCheck(orgKey, eventId);
  const { t: tCard } = useTranslation(doorCardNs);

  // The server's list, with the scans not yet sent decided on top, as the phone decided them.
  const tickets = useMemo(() => {
    let known = doorTicketsOf(list.data?.tickets ?? []);
    for (const queued of queue) {
      const at = new Date(queued.scannedAt);
      known = withTicket(known, decideLocally(known, queued.code, queued.kind, at, me).ticket);
    }
    return known;
  }, [list.data, queue, me]);

  const describe = useCallback(
    (found: Answer) => {
      const name = found.ticket?.holderName ?? '';
      const kind = found.ticket?.guest ? t('checkIn.guest') : t('checkIn.member');
      if (found.kind === 'undo') {
        return found.result === 'ok'
          ? t('checkIn.undone', { name })
          : t('checkIn.results.not_checked_in', { name });
      }
      return t(`checkIn.results.${found.result}`, {
        name,
        kind,
        time: clockOf(found.ticket?.checkedInAt ?? null),
        by: found.ticket?.checkedInBy ?? '',
      });
    },
    [t],
  );

  /** Sends the waiting scans, 200 at a time, until none wait or the network is gone. */
  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (let waiting = readQueue(eventId); waiting.length > 0; waiting = readQueue(eventId)) {
        if (!navigator.onLine) break;
        const batch = waiting.slice(0, 200);
        const sent = await sendScans(
          orgKey,
          eventId,
          batch.map(({ nonce, code, kind, scannedAt }) => ({ nonce, code, kind, scannedAt })),
        );
        const answered = new Map(
          sent.outcomes.flatMap((outcome) =>
            outcome.ticket ? [[outcome.ticket.code, outcome.ticket] as const] : [],
          ),
        );
        const answeredAt = Date.now();
        for (const [code, ticket] of answered)
          answers.current.set(code, { ticket, at: answeredAt });
        queryClient.setQueryData<CheckInList>(listKey, (current) =>
          current
            ? {
                ...current,
                counts: sent.counts,
                tickets: current.tickets.map((ticket) => answered.get(ticket.code) ?? ticket),
              }
            : current,
        );
        const sentNonces = new Set(batch.map((scan) => scan.nonce));
        const left = readQueue(eventId).filter((scan) => !sentNonces.has(scan.nonce));
        localStorage.setItem(queueKey(eventId), JSON.stringify(left));
        setQueue(left);
        const newlyRefused = refusedAfterSync(batch, sent.outcomes).map(({ scan, outcome }) => ({
          name: outcome.ticket?.holderName ?? scan.holderName ?? scan.code,
          result: outcome.result,
        }));
        if (newlyRefused.length > 0) setRefused((current) => [...newlyRefused, ...current]);
      }
    } catch {
      setOnline(navigator.onLine);
    } finally {
      sending.current = false;
    }
  }, [orgKey, eventId, listKey, queryClient]);

  useEffect(() => {
    const sendAndRead = () =>
      void flush().then(() => queryClient.invalidateQueries({ queryKey: listKey }));
    const goesOnline = () => {
      setOnline(true);
      sendAndRead();
    };
    const goesOffline = () => setOnline(false);
    window.addEventListener('online', goesOnline);
    window.addEventListener('offline', goesOffline);
    // Not Query's refetchInterval: it starts again at every change of the list, and each scan's
    // answer changes it, so a door scanning more often than every ten seconds never read it.
    const timer = window.setInterval(sendAndRead, 10_000);
    return () => {
      window.removeEventListener('online', goesOnline);
      window.removeEventListener('offline', goesOffline);
      window.clearInterval(timer);
    };
  }, [flush, listKey, queryClient]);

  const scan = (code: string, kind: Scan['kind'] = 'entry') => {
    // A membership card is asked about, not checked in: it never enters the queue.
    const cardCode = membershipCardCodeOf(code);
    if (cardCode) {
      setAnswer(null);
      void card.check(cardCode).then((checked) => speak(cardCheckText(tCard, checked)));
      return;
    }
    card.clear();
    const at = new Date();
    const decided = decideLocally(tickets, code, kind, at, me);
    const found: Answer = { result: decided.result, kind, ticket: decided.ticket, code };
    setAnswer(found);
    speak(describe(found));
    const queued: QueuedScan = {
      nonce: newNonce(),
      code,
      kind,
      scannedAt: at.toISOString(),
      localResult: decided.result,
      holderName: decided.ticket?.holderName ?? null,
    };
    const next = [...readQueue(eventId), queued];
    localStorage.setItem(queueKey(eventId), JSON.stringify(next));
    setQueue(next);
    void flush();
  };

  if (list.isPending) return <Loading />;
  if (list.isError && !list.data) return <LoadFailed onRetry={() => void list.refetch()} />;
  const { event } = list.data;
  const counts = countsOf(tickets);
  const term = search.trim().toLowerCase();
  const matches =
    term.length < 2
      ? []
      : [...tickets.values()]
          .filter((ticket) => ticket.holderName.toLowerCase().includes(term))
          .slice(0, 8);

  return (
    <Stack gap="md" maw={560}>
      <Anchor component={Link} to={adminPath(`/admin/events/${eventId}`, orgKey)} size="sm">
        {t('checkIn.back')}
      </Anchor>
      <Title order={2} size="h3">
        {event.title}
      </Title>
      <Paper withBorder radius="md" p="md">
        <Text size="xl" fw={700} role="status" aria-live="polite">
          {t('checkIn.counter', counts)}
        </Text>
        <Group gap="xs" mt={4}>
          {/* Not Mantine's filled badge: white on its green or orange is below 4.5:1 (WCAG 1.4.3). */}
          <StatusBadge color={online ? 'green' : 'orange'}>
            {online ? t('checkIn.online') : t('checkIn.offline')}
          </StatusBadge>
          {queue.length > 0 && (
            <Text size="sm">{t('checkIn.waiting', { count: queue.length })}</Text>
          )}
        </Group>
      </Paper>
      {event.cancelled && (
        <Alert color="red" role="alert">
          {t('checkIn.eventCancelled')}
        </Alert>
      )}
      {answer && (
        <Paper
          radius="md"
          p="lg"
          bg={answerColours[answer.result]}
          c="white"
          role="alert"
          data-result={answer.result}
        >
          <Text size="xl" fw={800} style={{ fontSize: '1.6rem', lineHeight: 1.25 }}>
            {describe(answer)}
          </Text>
          {answer.kind === 'entry' && answer.result === 'ok' && (
            <Button mt="sm" variant="white" color="dark" onClick={() => scan(answer.code, 'undo')}>
              {t('checkIn.undo')}
            </Button>
          )}
        </Paper>
      )}
      {card.state && <MembershipCardAnswer state={card.state} />}
      <QrCamera onCode={(code) => scan(code)} />
      <TextInput
        label={t('checkIn.searchLabel')}
        description={t('checkIn.searchHint')}
        type="search"
        size="md"
        value={search}
        onChange={(changed) => setSearch(changed.currentTarget.value)}
      />
      {matches.length > 0 && (
        <Stack gap="xs">
          {matches.map((ticket) => (
            <Paper key={ticket.ticketId} withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={600}>{ticket.holderName}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`checkIn.states.${ticket.state}`, {
                      time: clockOf(ticket.checkedInAt),
                      by: ticket.checkedInBy ?? '',
                    })}
                  </Text>
                </div>
                {/* The button keeps its width; a long name wraps instead (on a phone). Two
                    buttons, not one whose action changes: when a list read turns Check in into
                    Undo during a press, the press must not take another phone's check-in back. */}
                {ticket.state === 'checked_in' ? (
                  <Button
                    key="undo"
                    variant="default"
                    onClick={() => scan(ticket.code, 'undo')}
                    style={{ flexShrink: 0 }}
                    aria-label={t('checkIn.undoName', { name: ticket.holderName })}
                  >
                    {t('checkIn.undo')}
                  </Button>
                ) : (
                  <Button
                    key="check-in"
                    style={{ flexShrink: 0 }}
                    disabled={ticket.state !== 'valid'}
                    onClick={() => scan(ticket.code)}
                    aria-label={t('checkIn.checkInName', { name: ticket.holderName })}
                  >
                    {t('checkIn.checkIn')}
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {refused.length > 0 && (
        <Alert color="red" title={t('checkIn.refusedTitle')} role="alert">
          <Stack gap={2}>
            {refused.map((item, index) => (
              <Text key={`${item.name}-${String(index)}`} size="sm">
                {t('checkIn.refusedItem', {
                  name: item.name,
                  reason: t(`checkIn.reasons.${item.result}`),
                })}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

export function Component() {
  const eventId = useParams().eventId ?? '';
  return (
    <AdminFrame section="events">
      {(organisation) => <CheckIn orgKey={organisation.key} eventId={eventId} />}
    </AdminFrame>
  );
}
