import type { DoorMembershipAnswer } from '@portal/contracts/membership-card';
import { Paper, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { formatDate } from '#src/lib/format.ts';
import { checkMembershipCard } from '../api/check-membership-card.ts';
import { doorCardNs } from '../i18n/door-card-namespace.ts';

export type CardCheck =
  | { status: 'checking' }
  | { status: 'answered'; answer: DoorMembershipAnswer }
  | { status: 'offline' }
  | { status: 'failed' };

const isOffline = () => !navigator.onLine;

/** Asks the server about each scanned card; the latest scan's answer is the one shown. */
export function useMembershipCardCheck(orgKey: string, eventId: string) {
  const [state, setState] = useState<CardCheck | null>(null);
  const latest = useRef(0);
  const check = useCallback(
    async (code: string): Promise<CardCheck> => {
      const asked = ++latest.current;
      const settle = (next: CardCheck) => {
        if (asked === latest.current) setState(next);
        return next;
      };
      // Cards are not in the door's list (a club's members are not downloaded to its phones).
      if (isOffline()) return settle({ status: 'offline' });
      setState({ status: 'checking' });
      try {
        const answer = await checkMembershipCard(orgKey, eventId, code);
        return settle({ status: 'answered', answer });
      } catch {
        // The network may have gone while the question was on its way.
        return settle(isOffline() ? { status: 'offline' } : { status: 'failed' });
      }
    },
    [orgKey, eventId],
  );
  const clear = useCallback(() => {
    latest.current += 1;
    setState(null);
  }, []);
  return { state, check, clear };
}

type DoorCardT = TFunction<typeof doorCardNs>;

/** The headline the door shows and speaks. */
export function cardCheckText(t: DoorCardT, state: CardCheck): string {
  if (state.status !== 'answered') return t(state.status);
  const { answer } = state;
  if (answer.result === 'unknown') return t('unknown');
  return t(answer.result, { name: answer.memberName ?? '' });
}

function details(t: DoorCardT, answer: DoorMembershipAnswer): string | null {
  if (answer.result === 'unknown' || !answer.startDate || !answer.endDate) return null;
  const values = {
    type: answer.typeName ?? '',
    start: formatDate(answer.startDate),
    end: formatDate(answer.endDate),
  };
  return answer.result === 'member' ? t('memberDetails', values) : t('expiredDetails', values);
}

const colours = { member: 'green.8', expired: 'red.8', unknown: 'red.8' } as const;

/**
 * A scanned membership card's answer: the headline large, in the colours of the door's ticket
 * answers (large text keeps its contrast there); the period and the note beneath, in plain text.
 */
export function MembershipCardAnswer({ state }: { state: CardCheck }) {
  const { t } = useTranslation(doorCardNs);
  const answer = state.status === 'answered' ? state.answer : null;
  const colour = answer ? colours[answer.result] : 'gray.8';
  const more = answer ? details(t, answer) : null;
  return (
    <Stack gap={6} role="alert">
      <Paper
        radius="md"
        p="lg"
        bg={colour}
        c="white"
        data-result={answer ? `membership-${answer.result}` : `membership-${state.status}`}
      >
        <Text size="xl" fw={800} style={{ fontSize: '1.6rem', lineHeight: 1.25 }}>
          {cardCheckText(t, state)}
        </Text>
      </Paper>
      {more && <Text fw={600}>{more}</Text>}
      <Text size="sm" c="dimmed">
        {t('note')}
      </Text>
    </Stack>
  );
}
