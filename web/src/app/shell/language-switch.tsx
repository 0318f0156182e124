import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, type Language, languages } from '#src/lib/i18n/i18n.ts';
import { LanguageIcon } from '#src/lib/icons.tsx';

const isLanguage = (value: string): value is Language =>
  (languages as readonly string[]).includes(value);

/** A native select: keyboard and screen-reader friendly everywhere, and the choice is remembered. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('header.language')}
      value={currentLanguage()}
      onChange={(event) => {
        const { value } = event.currentTarget;
        if (isLanguage(value)) void changeLanguage(value);
      }}
      leftSection={<LanguageIcon size={16} />}
      size="sm"
      w={128}
      data={languages.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
    />
  );
}
