import type { MembershipType, MembershipTypeChange } from '@portal/contracts/membership-types';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { currentLanguage } from '#src/lib/i18n/i18n.ts';
import { useCheckedForm } from '#src/lib/ui/use-checked-form.ts';
import { useChangeMembershipType } from '../api/membership-types.ts';
import { administrationNs } from '../i18n/administration-namespace.ts';
import {
  emptyTypeValues,
  makesNewVersion,
  serverTypeErrors,
  toTypeInput,
  type TypeErrorKey,
  type TypeFormValues,
  typeValuesOf,
  validateType,
} from './membership-type-form-model.ts';

interface Props {
  orgKey: string;
  /** The type being edited, or null for a new one. */
  type: MembershipType | null;
  onCancel: () => void;
  onSaved: (message: string) => void;
}

/** A membership type's name, price and period, checked here and again by the server. */
export function MembershipTypeForm({ orgKey, type, onCancel, onSaved }: Props) {
  const { t } = useTranslation(administrationNs);
  const change = useChangeMembershipType(orgKey);
  const {
    values,
    errors,
    formRef,
    change: edit,
    showErrors,
    handleSubmit,
  } = useCheckedForm<TypeFormValues>(
    () =>
      type ? typeValuesOf(type, currentLanguage()) : emptyTypeValues(new Date().getFullYear() + 1),
    validateType,
  );

  const errorOf = (field: keyof TypeFormValues) => {
    const key = errors[field];
    return key === undefined ? undefined : t(`membershipTypes.errors.${key as TypeErrorKey}`);
  };
  const field = (name: keyof TypeFormValues) => ({
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => edit(name, event.currentTarget.value),
  });

  const submit = handleSubmit((valid) => {
    const { input } = toTypeInput(valid);
    change.mutate(type ? { kind: 'update', id: type.id, input } : { kind: 'create', input }, {
      onSuccess: (result) => {
        const versioned = (result as MembershipTypeChange | null)?.newVersion === true;
        let message: 'created' | 'versioned' | 'changed' = 'created';
        if (type) message = versioned ? 'versioned' : 'changed';
        onSaved(t(`membershipTypes.${message}`, { name: input.name.trim() }));
      },
      onError: (error) => showErrors(serverTypeErrors(error)),
    });
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        {change.isError && Object.keys(errors).length === 0 && (
          <Alert color="red" role="alert">
            {t('membershipTypes.failed')}
          </Alert>
        )}
        <TextInput label={t('membershipTypes.name')} withAsterisk {...field('name')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('membershipTypes.price')}
            description={t('membershipTypes.priceHint')}
            inputMode="decimal"
            withAsterisk
            {...field('price')}
          />
          <TextInput
            label={t('membershipTypes.vatRate')}
            inputMode="decimal"
            {...field('vatRate')}
          />
          <TextInput
            label={t('membershipTypes.surcharge')}
            description={t('membershipTypes.surchargeHint')}
            inputMode="decimal"
            {...field('surcharge')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput type="date" label={t('membershipTypes.startDate')} {...field('startDate')} />
          <TextInput type="date" label={t('membershipTypes.endDate')} {...field('endDate')} />
          <TextInput
            type="date"
            label={t('membershipTypes.offerStartDate')}
            description={t('membershipTypes.offerStartHint')}
            {...field('offerStartDate')}
          />
        </SimpleGrid>
        {makesNewVersion(type, values) && (
          <Alert color="yellow" role="status">
            {t('membershipTypes.newVersion')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('membershipTypes.cancel')}
          </Button>
          <Button type="submit" loading={change.isPending}>
            {t('membershipTypes.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
