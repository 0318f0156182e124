import { NativeSelect } from '@mantine/core';
import { genders } from '@portal/contracts/member-fields';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { fieldErrorText } from '#src/lib/i18n/members-field-errors.ts';
import { membersNs } from '#src/lib/i18n/members-namespace.ts';

/** The gender of a member or a child; choosing none is allowed. */
export function GenderSelect({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation(membersNs);
  return (
    <NativeSelect
      label={t('fields.gender')}
      name="gender"
      value={value}
      error={fieldErrorText(error, t)}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[
        { value: '', label: t('fields.chooseGender') },
        ...genders.map((gender) => ({ value: gender, label: t(`genders.${gender}`) })),
      ]}
    />
  );
}
