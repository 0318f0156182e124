import { useTranslation } from '#src/lib/i18n/translator.ts';
import { changeLanguage, currentLanguage, type Language, languages } from '#src/lib/i18n/i18n.ts';
import { ChevronUpDownIcon, LanguageIcon } from '#src/lib/icons.tsx';
import { useRememberPreferredLanguage } from '#src/lib/members/preferred-language.ts';
import classes from './language-switch.module.css';

const isLanguage = (value: string): value is Language =>
  (languages as readonly string[]).includes(value);

/**
 * A native select: keyboard and screen-reader friendly everywhere, and the choice is remembered.
 * Plain HTML rather than Mantine's input: it is on every page's first load, which has a budget.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const rememberPreferredLanguage = useRememberPreferredLanguage();
  return (
    <span className={classes.switch}>
      <LanguageIcon size={16} className={classes.icon} />
      <select
        aria-label={t('header.language')}
        className={classes.select}
        value={currentLanguage()}
        onChange={(event) => {
          const { value } = event.currentTarget;
          if (!isLanguage(value)) return;
          void changeLanguage(value);
          rememberPreferredLanguage(value);
        }}
      >
        {languages.map((language) => (
          <option key={language} value={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </select>
      <ChevronUpDownIcon size={14} className={classes.chevron} />
    </span>
  );
}
