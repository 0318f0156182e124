import type { CardPaymentSettings } from '@portal/contracts/administration';
import { updateCardPaymentSettingsInputSchema } from '@portal/contracts/administration';
import {
  Alert,
  Button,
  Card,
  Group,
  NativeSelect,
  PasswordInput,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { ApiError } from '#src/lib/api-error.ts';
import { formatDateTime } from '#src/lib/format.ts';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { useCheckedForm } from '#src/lib/ui/use-checked-form.ts';
import {
  useCardPaymentSettings,
  useUpdateCardPaymentSettings,
} from '../api/organisation-settings.ts';
import { administrationNs } from '../i18n/administration-namespace.ts';

interface CardPaymentValues {
  provider: string;
  testMode: string;
  apiKey: string;
}

type Errors = Partial<Record<string, string>>;
type ErrorKey = 'required' | 'apiKeyRequired' | 'apiKeyForm' | 'invalid';

const toInput = (values: CardPaymentValues) => ({
  provider: values.provider,
  testMode: values.testMode === 'true',
  ...(values.apiKey.trim() === '' ? {} : { apiKey: values.apiKey }),
});

/** Checked with the shared schema; Freepay needs a key unless it already has one. */
export function validateCardPayments(
  values: CardPaymentValues,
  current: CardPaymentSettings,
): Partial<Record<keyof CardPaymentValues, ErrorKey>> {
  const result = updateCardPaymentSettingsInputSchema.safeParse(toInput(values));
  const errors: Partial<Record<keyof CardPaymentValues, ErrorKey>> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0];
    if (field === 'provider') errors.provider ??= 'required';
    else if (field === 'apiKey') errors.apiKey ??= 'apiKeyForm';
  }
  if (
    values.provider === 'freepay' &&
    values.apiKey.trim() === '' &&
    current.provider !== 'freepay'
  ) {
    errors.apiKey ??= 'apiKeyRequired';
  }
  return errors;
}

function serverErrors(error: unknown): Errors {
  if (!(error instanceof ApiError)) return {};
  const errors: Errors = {};
  for (const item of error.problem?.errors ?? []) {
    errors[item.field] ??= item.message.startsWith('is required') ? 'apiKeyRequired' : 'invalid';
  }
  return errors;
}

/** The gateway the members pay through, its test mode and the write-only Freepay key. */
export function CardPaymentsCard({ orgKey }: { orgKey: string }) {
  const { t } = useTranslation(administrationNs);
  const settings = useCardPaymentSettings(orgKey);
  let body;
  if (settings.isPending) body = <Loading />;
  else if (settings.isError) body = <LoadFailed onRetry={() => void settings.refetch()} />;
  else body = <CardPaymentsForm orgKey={orgKey} current={settings.data} />;
  return (
    <Card withBorder radius="md" padding="lg" maw={640}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('cardPayments.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('cardPayments.lead')}
        </Text>
        {body}
      </Stack>
    </Card>
  );
}

function CardPaymentsForm({ orgKey, current }: { orgKey: string; current: CardPaymentSettings }) {
  const { t } = useTranslation(administrationNs);
  const update = useUpdateCardPaymentSettings(orgKey);
  const [isSaved, setSaved] = useState(false);
  const { values, errors, formRef, change, showErrors, handleSubmit } =
    useCheckedForm<CardPaymentValues>(
      {
        provider: current.provider ?? '',
        testMode: String(current.testMode),
        apiKey: '',
      },
      (checked) => validateCardPayments(checked, current),
    );

  const edit = (field: keyof CardPaymentValues, value: string) => {
    setSaved(false);
    change(field, value);
  };
  const errorOf = (field: keyof CardPaymentValues) => {
    const key = errors[field];
    return key === undefined ? undefined : t(`errors.${key as ErrorKey}`);
  };
  const submit = handleSubmit((valid) =>
    update.mutate(updateCardPaymentSettingsInputSchema.parse(toInput(valid)), {
      onSuccess: () => {
        setSaved(true);
        change('apiKey', '');
      },
      onError: (error) => showErrors(serverErrors(error)),
    }),
  );
  const keyNote =
    current.provider === 'freepay' && current.apiKeySetAt
      ? t('cardPayments.apiKeySet', { date: formatDateTime(current.apiKeySetAt) })
      : t('cardPayments.apiKeyNotSet');

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('cardPayments.heading')}>
      <Stack gap="md">
        {current.provider === null && (
          <Alert color="yellow" role="status">
            {t('cardPayments.notSetUp')}
          </Alert>
        )}
        {isSaved && (
          <Alert color="green" role="status">
            {t('cardPayments.saved')}
          </Alert>
        )}
        {update.isError && Object.keys(errors).length === 0 && (
          <Alert color="red" role="alert">
            {t('saveFailed')}
          </Alert>
        )}
        <NativeSelect
          label={t('cardPayments.provider')}
          name="provider"
          value={values.provider}
          error={errorOf('provider')}
          onChange={(event) => edit('provider', event.currentTarget.value)}
          data={[
            ...(values.provider === '' ? [{ value: '', label: '' }] : []),
            { value: 'sandbox', label: t('cardPayments.providers.sandbox') },
            { value: 'freepay', label: t('cardPayments.providers.freepay') },
          ]}
        />
        <Switch
          label={t('cardPayments.testMode')}
          name="testMode"
          checked={values.testMode === 'true'}
          onChange={(event) => edit('testMode', String(event.currentTarget.checked))}
        />
        {values.provider === 'freepay' && (
          <PasswordInput
            label={t('cardPayments.apiKey')}
            description={keyNote}
            name="apiKey"
            autoComplete="off"
            value={values.apiKey}
            error={errorOf('apiKey')}
            onChange={(event) => edit('apiKey', event.currentTarget.value)}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('cardPayments.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
