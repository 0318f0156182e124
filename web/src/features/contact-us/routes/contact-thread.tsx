import { Anchor, Card } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link, useParams } from 'react-router';
import { useSendInThread, useThread } from '#src/lib/contact-threads/thread-api.ts';
import { ThreadView } from '#src/lib/contact-threads/thread-view.tsx';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { contactNs } from '../i18n/contact-namespace.ts';

/** One of the member's Contact Us threads: their message, the club's replies, and an answer. */
export function Component() {
  const { t } = useTranslation(contactNs);
  const threadId = useParams().threadId ?? '';
  const thread = useThread(threadId);
  const send = useSendInThread(threadId);

  let body;
  if (thread.isPending) body = <Loading />;
  else if (thread.isError) body = <LoadFailed onRetry={() => void thread.refetch()} />;
  else {
    body = (
      <ThreadView
        thread={thread.data}
        side="member"
        onSend={(text) => send.mutateAsync(text)}
        isSending={send.isPending}
      />
    );
  }
  return (
    <Card withBorder padding="lg" radius="md" maw={720}>
      {body}
      <Anchor component={Link} to="/contact-us" mt="md" size="sm">
        {t('threads.back')}
      </Anchor>
    </Card>
  );
}
