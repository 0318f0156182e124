import type { OrganisationSettings } from '@portal/contracts/administration';
import { Alert, Button, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useCheckedForm } from '#src/lib/ui/use-checked-form.ts';
import { useUpdateOrganisationSettings } from '../api/organisation-settings.ts';
import { administrationNs } from '../i18n/administration-namespace.ts';
import {
  errorKeyOf,
  serverSettingsErrors,
  type SettingsFormValues,
  toFormValues,
  toSettingsInput,
  validateSettings,
} from './settings-form-model.ts';

/** An organisation's own settings, checked here with the shared schema and again by the server. */
export function SettingsForm({ settings }: { settings: OrganisationSettings }) {
  const { t } = useTranslation(administrationNs);
  const update = useUpdateOrganisationSettings(settings.key);
  const [isSaved, setSaved] = useState(false);
  const { values, errors, formRef, change, showErrors, handleSubmit } = useCheckedForm(
    () => toFormValues(settings),
    validateSettings,
  );

  const errorText = (field: keyof SettingsFormValues) => {
    const message = errors[field];
    return message === undefined ? undefined : t(`errors.${errorKeyOf(field, message)}`);
  };
  const edit = (field: keyof SettingsFormValues, value: string) => {
    setSaved(false);
    change(field, value);
  };

  const submit = handleSubmit((valid) =>
    update.mutate(toSettingsInput(valid), {
      onSuccess: () => setSaved(true),
      onError: (error) => showErrors(serverSettingsErrors(error)),
    }),
  );

  const hasErrors = Object.values(errors).some(Boolean);
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('heading')}>
      <Stack gap="md" maw={640}>
        {isSaved && (
          <Alert color="green" role="status">
            {t('saved')}
          </Alert>
        )}
        {update.isError && !hasErrors && (
          <Alert color="red" role="alert">
            {t('saveFailed')}
          </Alert>
        )}
        <TextInput
          label={t('fields.name')}
          name="name"
          withAsterisk
          value={values.name}
          error={errorText('name')}
          onChange={(event) => edit('name', event.currentTarget.value)}
        />
        <Textarea
          label={t('fields.address')}
          description={t('fields.addressHint')}
          name="address"
          autosize
          minRows={2}
          value={values.address}
          error={errorText('address')}
          onChange={(event) => edit('address', event.currentTarget.value)}
        />
        <TextInput
          label={t('fields.cvrNumber')}
          description={t('fields.cvrHint')}
          name="cvrNumber"
          inputMode="numeric"
          value={values.cvrNumber}
          error={errorText('cvrNumber')}
          onChange={(event) => edit('cvrNumber', event.currentTarget.value)}
        />
        <TextInput
          label={t('fields.contactEmail')}
          description={t('fields.contactHint')}
          name="contactEmail"
          type="email"
          value={values.contactEmail}
          error={errorText('contactEmail')}
          onChange={(event) => edit('contactEmail', event.currentTarget.value)}
        />
        <TextInput
          label={t('fields.renewalNoticeDays')}
          description={t('fields.renewalNoticeHint')}
          name="renewalNoticeDays"
          type="number"
          inputMode="numeric"
          min={1}
          max={60}
          step={1}
          // A number of two digits: a narrow box, under the full-width label and hint.
          styles={{ wrapper: { maxWidth: 160 } }}
          value={values.renewalNoticeDays}
          error={errorText('renewalNoticeDays')}
          onChange={(event) => edit('renewalNoticeDays', event.currentTarget.value)}
        />
        <Switch
          label={t('fields.enabled')}
          name="enabled"
          checked={values.enabled === 'true'}
          onChange={(event) => edit('enabled', String(event.currentTarget.checked))}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
