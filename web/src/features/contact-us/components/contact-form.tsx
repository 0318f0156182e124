import {
  contactMessageMaxLength,
  contactSubjectMaxLength,
  contactUsRateLimit,
} from '@portal/contracts/contact-us';
import type { Organisation } from '@portal/contracts/organisation';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { ApiError, problemDetail } from '#src/lib/api-error.ts';
import { contactNs } from '#src/features/contact-us/i18n/contact-namespace.ts';
import { useCheckedForm } from '#src/lib/ui/use-checked-form.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import {
  type ContactFormValues,
  contactServerErrors,
  problemOf,
  validateContactMessage,
} from './contact-form-model.ts';

const limitValues = {
  messages: contactUsRateLimit.messages,
  minutes: contactUsRateLimit.windowMinutes,
};

type Outcome =
  | { kind: 'sent'; organisation: string; copyTo: string | null }
  | { kind: 'failed'; message: string }
  | null;

/** Subject, message and organisation, checked here and again by the server. */
export function ContactForm({ organisations }: { organisations: Organisation[] }) {
  const { t } = useTranslation(contactNs);
  const send = useSendContactMessage();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const initial: ContactFormValues = {
    // One choice is no choice: it is made for the member.
    orgId: organisations.length === 1 ? (organisations[0]?.id ?? '') : '',
    subject: '',
    message: '',
  };
  const { values, errors, formRef, change, showErrors, handleSubmit } = useCheckedForm(
    initial,
    validateContactMessage,
  );

  const errorText = (field: keyof ContactFormValues) => {
    const message = errors[field];
    if (message === undefined) return undefined;
    const problem = problemOf(field, message);
    return t(`errors.${problem.key}`, problem.key === 'tooLong' ? { max: problem.max } : {});
  };

  const failureText = (error: unknown) => {
    if (error instanceof ApiError && error.status === 429) {
      return t('limitReached', limitValues);
    }
    const refusal =
      error instanceof ApiError && error.status === 409 ? problemDetail(error.problem) : undefined;
    return refusal ?? t('sendFailed');
  };

  const submit = handleSubmit((valid) => {
    setOutcome(null);
    send.mutate(valid, {
      onSuccess: (result) => {
        change('subject', '');
        change('message', '');
        setOutcome({
          kind: 'sent',
          organisation: result.organisation.name,
          copyTo: result.confirmationTo,
        });
      },
      onError: (error) => {
        const fields = contactServerErrors(error);
        if (Object.keys(fields).length > 0) showErrors(fields);
        else setOutcome({ kind: 'failed', message: failureText(error) });
      },
    });
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        {outcome?.kind === 'sent' && (
          <Alert color="green" role="status">
            {outcome.copyTo
              ? t('sent', { organisation: outcome.organisation, email: outcome.copyTo })
              : t('sentWithoutCopy', { organisation: outcome.organisation })}
          </Alert>
        )}
        {outcome?.kind === 'failed' && (
          <Alert color="red" role="alert">
            {outcome.message}
          </Alert>
        )}
        <NativeSelect
          label={t('organisation')}
          name="orgId"
          withAsterisk
          value={values.orgId}
          error={errorText('orgId')}
          onChange={(event) => change('orgId', event.currentTarget.value)}
          data={[
            { value: '', label: t('chooseOrganisation') },
            ...organisations.map((organisation) => ({
              value: organisation.id,
              label: organisation.name,
            })),
          ]}
        />
        <TextInput
          label={t('subject')}
          name="subject"
          withAsterisk
          maxLength={contactSubjectMaxLength}
          value={values.subject}
          error={errorText('subject')}
          onChange={(event) => change('subject', event.currentTarget.value)}
          autoComplete="off"
        />
        <Textarea
          label={t('message')}
          name="message"
          withAsterisk
          autosize
          minRows={6}
          maxRows={16}
          value={values.message}
          error={errorText('message')}
          description={t('length', {
            count: values.message.length,
            max: contactMessageMaxLength,
          })}
          onChange={(event) => change('message', event.currentTarget.value)}
        />
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed">
            {t('limit', limitValues)}
          </Text>
          <Button type="submit" loading={send.isPending}>
            {t('send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
