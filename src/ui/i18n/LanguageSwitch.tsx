import { useId } from 'react';
import { setLanguage } from './i18n-store';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from './language';
import { useI18n } from './useI18n';

/** The header's language control: each language listed under its own name. */
export function LanguageSwitch() {
  const { language, t } = useI18n();
  const id = useId();
  return (
    <div className="language-switch">
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) void setLanguage(next);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
