import { useTranslation } from 'react-i18next';

/** Formats integer cents as euros in the interface's language. */
export function useCents(): (cents: number | null | undefined) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language === 'es' ? 'es-ES' : 'en-GB', { style: 'currency', currency: 'EUR' });
  return (cents) => (cents === null || cents === undefined ? '—' : format.format(cents / 100));
}
