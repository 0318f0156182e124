import { countries } from '@portal/contracts/address-check';
import { Fieldset, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { fieldErrorText } from '#src/lib/i18n/members-field-errors.ts';
import { membersNs } from '#src/lib/i18n/members-namespace.ts';
import type { FieldErrors, ProfileFormValues } from './profile-form-model.ts';

interface AddressFieldsProps {
  values: ProfileFormValues;
  errors: FieldErrors;
  onChange: (field: keyof ProfileFormValues, value: string) => void;
}

/** The address part of the profile form: the countries the clubs take payments in. */
export function AddressFields({ values, errors, onChange }: AddressFieldsProps) {
  const { t } = useTranslation(membersNs);
  const text = (field: 'addressLine1' | 'addressLine2' | 'addressLine3' | 'city') => (
    <TextInput
      label={t(`fields.${field}`)}
      name={field}
      value={values[field]}
      error={fieldErrorText(errors[field], t)}
      onChange={(event) => onChange(field, event.currentTarget.value)}
      autoComplete={field === 'city' ? 'address-level2' : `address-line${field.slice(-1)}`}
      withAsterisk={field === 'addressLine1' || field === 'city'}
    />
  );
  return (
    <Fieldset legend={t('fields.address')} variant="filled" radius="md">
      <Stack gap="xs">
        {text('addressLine1')}
        {text('addressLine2')}
        {text('addressLine3')}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
        <TextInput
          label={t('fields.postCode')}
          name="postCode"
          value={values.postCode}
          error={fieldErrorText(errors.postCode, t)}
          onChange={(event) => onChange('postCode', event.currentTarget.value)}
          inputMode="numeric"
          autoComplete="postal-code"
          withAsterisk
        />
        {text('city')}
        <NativeSelect
          label={t('fields.country')}
          name="country"
          value={values.country}
          error={fieldErrorText(errors.country, t)}
          onChange={(event) => onChange('country', event.currentTarget.value)}
          autoComplete="country-name"
          withAsterisk
          data={[
            { value: '', label: t('fields.chooseCountry') },
            ...countries.map((country) => ({ value: country, label: t(`countries.${country}`) })),
          ]}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
