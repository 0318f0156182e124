import {
  type ContactThread,
  contactMessageMaxLength,
  contactReplyInputSchema,
} from '@portal/contracts/contact-us';
import { controlCharactersMessage } from '@portal/contracts/control-characters';
import { Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { StatusBadge } from '#src/lib/ui/status-badge.tsx';
import { ApiError } from '#src/lib/api-error.ts';
import { formatDateTime } from '#src/lib/format.ts';
import { threadsNs } from './thread-namespace.ts';

type ReplyError = 'required' | 'tooLong' | 'controlCharacters';

/** Checked with the shared schema before sending; the server checks the same. */
export function replyErrorOf(body: string): ReplyError | null {
  const result = contactReplyInputSchema.safeParse({ body });
  if (result.success) return null;
  const message = result.error.issues[0]?.message ?? '';
  if (message === controlCharactersMessage) return 'controlCharacters';
  if (message.startsWith('must be at most')) return 'tooLong';
  return 'required';
}

/**
 * A Contact Us thread in order, the club's replies set apart, and the form to answer in it.
 * `side` says who reads it: the member who wrote, or the club.
 */
export function ThreadView({
  thread,
  side,
  onSend,
  isSending,
}: {
  thread: ContactThread;
  side: 'member' | 'club';
  onSend: (body: string) => Promise<unknown>;
  isSending: boolean;
}) {
  const { t } = useTranslation(threadsNs);
  const [body, setBody] = useState('');
  const [error, setError] = useState<ReplyError | null>(null);
  const [outcome, setOutcome] = useState<'sent' | 'failed' | 'limit' | null>(null);

  const submit = (event: React.SyntheticEvent) => {
    event.preventDefault();
    const found = replyErrorOf(body);
    setError(found);
    if (found) return;
    setOutcome(null);
    onSend(body.trim()).then(
      () => {
        setBody('');
        setOutcome('sent');
      },
      (failure: unknown) =>
        setOutcome(failure instanceof ApiError && failure.status === 429 ? 'limit' : 'failed'),
    );
  };

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Text fw={700}>{thread.subject}</Text>
        <StatusBadge color={thread.state === 'open' ? 'yellow' : 'green'}>
          {t(`states.${thread.state}`)}
        </StatusBadge>
      </Group>
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {thread.entries.map((entry) => {
          const mine = (side === 'club') === entry.fromClub;
          return (
            <Paper
              component="li"
              key={entry.id}
              withBorder
              radius="md"
              p="sm"
              bg={entry.fromClub ? 'blue.0' : undefined}
              ml={mine ? 'xl' : 0}
              mr={mine ? 0 : 'xl'}
            >
              <Text size="xs" c="dimmed">
                {t('wrote', {
                  name: side === 'member' && !entry.fromClub ? t('you') : entry.authorName,
                  date: formatDateTime(entry.createdAt),
                })}
              </Text>
              <Text style={{ whiteSpace: 'pre-line' }}>{entry.body}</Text>
            </Paper>
          );
        })}
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {outcome && (
            <Alert
              color={outcome === 'sent' ? 'green' : 'red'}
              role={outcome === 'sent' ? 'status' : 'alert'}
            >
              {t(outcome)}
            </Alert>
          )}
          <Textarea
            label={side === 'club' ? t('reply') : t('answer')}
            description={t('length', { count: body.length, max: contactMessageMaxLength })}
            value={body}
            error={error ? t(`errors.${error}`) : undefined}
            autosize
            minRows={3}
            onChange={(event) => {
              setBody(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group>
            <Button type="submit" loading={isSending}>
              {t('send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
