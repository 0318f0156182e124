import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { GenderSelect } from '#src/lib/members/gender-select.tsx';
import { fieldErrorText } from '#src/lib/i18n/members-field-errors.ts';
import { membersNs } from '#src/lib/i18n/members-namespace.ts';
import { useCheckedForm } from '#src/lib/ui/use-checked-form.ts';
import { useSaveChild } from '../api/save-child.ts';
import {
  type ChildFormValues,
  childServerErrors,
  toChildInput,
  validateChild,
} from './child-form-model.ts';

interface ChildFormProps {
  childId?: string;
  initial: ChildFormValues;
  onSaved: () => void;
  onCancel: () => void;
}

/** Adds or edits a child participant (no login, no email of its own). */
export function ChildForm({ childId, initial, onSaved, onCancel }: ChildFormProps) {
  const { t } = useTranslation(membersNs);
  const save = useSaveChild();
  const { values, errors, formRef, change, showErrors, handleSubmit } = useCheckedForm(
    initial,
    validateChild,
  );

  const submit = handleSubmit((valid) =>
    save.mutate(
      { id: childId, child: toChildInput(valid) },
      { onSuccess: onSaved, onError: (error) => showErrors(childServerErrors(error)) },
    ),
  );

  const field = (name: 'firstName' | 'lastName' | 'phone' | 'dateOfBirth') => (
    <TextInput
      label={t(`fields.${name}`)}
      name={name}
      value={values[name]}
      error={fieldErrorText(errors[name], t)}
      onChange={(event) => change(name, event.currentTarget.value)}
      type={name === 'dateOfBirth' ? 'date' : name === 'phone' ? 'tel' : 'text'}
      description={name === 'phone' ? t('fields.phoneHint') : undefined}
      withAsterisk={name === 'firstName'}
      autoComplete="off"
    />
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        {save.isError && Object.values(errors).every((value) => !value) && (
          <Alert color="red" role="alert">
            {t('common.saveFailed')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('firstName')}
          {field('lastName')}
          {field('dateOfBirth')}
          <GenderSelect
            value={values.gender}
            error={errors.gender}
            onChange={(value) => change('gender', value)}
          />
          {field('phone')}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
