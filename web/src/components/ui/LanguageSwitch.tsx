import { LANGUAGES, type Language } from '@factoria/domain/records/account.schema';
import { useTranslation } from 'react-i18next';
import { applyLanguage } from '../../lib/i18n/i18n';

/** The language choice, remembered on this device; `onChange` lets a signed-in screen save it too. */
export function LanguageSwitch({ onChange }: { onChange?: (language: Language) => void }) {
  const { t, i18n } = useTranslation('common');
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(event) => {
          const language = event.target.value as Language;
          void applyLanguage(language);
          onChange?.(language);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
