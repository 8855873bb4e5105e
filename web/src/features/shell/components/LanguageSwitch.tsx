import { LANGUAGES, type Language } from '@factoria/domain/records/account.schema';
import { useTranslation } from 'react-i18next';
import { rememberLanguage } from '../../../lib/i18n/language';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('shell');
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        value={i18n.language}
        onChange={(event) => {
          const language = event.target.value as Language;
          rememberLanguage(language);
          void i18n.changeLanguage(language);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
