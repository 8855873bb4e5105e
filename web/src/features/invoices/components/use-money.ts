import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format/format';

/** Amounts in the interface language; a missing value shows as a dash. */
export function useMoney() {
  const { i18n } = useTranslation();
  return (amount: number | null, currency: string | null) => (amount === null ? '—' : formatAmount(amount, i18n.language, currency ?? 'EUR'));
}
