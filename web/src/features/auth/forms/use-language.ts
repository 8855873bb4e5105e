import type { Language } from '@factoria/domain/records/account.schema';
import { useTranslation } from 'react-i18next';

/** The interface language, stored on the new profile. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language) === 'es' ? 'es' : 'en';
}
