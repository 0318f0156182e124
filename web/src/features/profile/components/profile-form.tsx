import { languages } from '@portal/contracts/language';
import type { Member } from '@portal/contracts/member';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { GenderSelect } from '#src/lib/members/gender-select.tsx';
import { fieldErrorText } from '#src/lib/i18n/members-field-errors.ts';
import { membersNs } from '#src/lib/i18n/members-namespace.ts';
import { useCheckedForm } from '#src/lib/ui/use-checked-form.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { AddressFields } from './address-fields.tsx';
import {
  serverFieldErrors,
  toFormValues,
  toProfileInput,
  validateProfile,
} from './profile-form-model.ts';

interface ProfileFormProps {
  member: Member;
  onSaved: () => void;
  onCancel: () => void;
}

/** Edits the member's own profile; checked with the shared schema before and by the server on save. */
export function ProfileForm({ member, onSaved, onCancel }: ProfileFormProps) {
  const { t } = useTranslation(membersNs);
  const update = useUpdateProfile();
  const { values, errors, formRef, change, showErrors, handleSubmit } = useCheckedForm(
    () => toFormValues(member),
    validateProfile,
  );

  const submit = handleSubmit((valid) =>
    update.mutate(toProfileInput(valid), {
      onSuccess: onSaved,
      onError: (error) => showErrors(serverFieldErrors(error)),
    }),
  );

  const text = (field: 'firstName' | 'lastName') => (
    <TextInput
      label={t(`fields.${field}`)}
      name={field}
      value={values[field]}
      error={fieldErrorText(errors[field], t)}
      onChange={(event) => change(field, event.currentTarget.value)}
      autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
      withAsterisk={field === 'firstName'}
    />
  );

  const hasErrors = Object.values(errors).some(Boolean);
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('profile.editHeading')}>
      <Stack gap="md">
        {update.isError && (
          <Alert color="red" role="alert">
            {hasErrors ? t('profile.fixErrors') : t('common.saveFailed')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('firstName')}
          {text('lastName')}
        </SimpleGrid>
        <TextInput label={t('fields.email')} value={member.email ?? ''} readOnly disabled />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('fields.phone')}
            description={t('fields.phoneHint')}
            name="phone"
            type="tel"
            value={values.phone}
            error={fieldErrorText(errors.phone, t)}
            onChange={(event) => change('phone', event.currentTarget.value)}
            autoComplete="tel"
          />
          <GenderSelect
            value={values.gender}
            error={errors.gender}
            onChange={(value) => change('gender', value)}
          />
          <TextInput
            label={t('fields.dateOfBirth')}
            name="dateOfBirth"
            type="date"
            value={values.dateOfBirth}
            error={fieldErrorText(errors.dateOfBirth, t)}
            onChange={(event) => change('dateOfBirth', event.currentTarget.value)}
            autoComplete="bday"
          />
        </SimpleGrid>
        <NativeSelect
          label={t('fields.preferredLanguage')}
          name="preferredLanguage"
          value={values.preferredLanguage}
          error={fieldErrorText(errors.preferredLanguage, t)}
          onChange={(event) => {
            const chosen = languages.find((language) => language === event.currentTarget.value);
            if (chosen) change('preferredLanguage', chosen);
          }}
          data={languages.map((language) => ({
            value: language,
            label: t(`languageNames.${language}`),
          }))}
        />
        <AddressFields values={values} errors={errors} onChange={change} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
