import { useTranslation } from 'react-i18next';

/** Amounts in the interface language; a missing value shows as a dash. */
export function useMoney() {
  const { i18n } = useTranslation();
  return (amount: number | null, currency: string | null) => {
    if (amount === null) return '—';
    try {
      return new Intl.NumberFormat(i18n.language, { style: 'currency', currency: currency ?? 'EUR' }).format(amount);
    } catch {
      // An unknown currency code read from a document still shows its amount.
      return `${amount.toFixed(2)} ${currency ?? ''}`.trim();
    }
  };
}
