import { useTranslation } from 'react-i18next';

/** Month names and percentages in the interface's language. */
export function useLabels() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'es' ? 'es-ES' : 'en-GB';
  const month = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return {
    /**
     * A `YYYY-MM` month with its year: a statement may span two calendar years. An analysis
     * stored before months had their year (version 1) is shown as it is until recomputed.
     */
    month: (key: string) => (/^\d{4}-\d{2}$/.test(String(key)) ? month.format(new Date(`${key}-01T00:00:00Z`)) : String(key)),
    date: (iso: string) => date.format(new Date(`${iso}T00:00:00Z`)),
    /** A percentage given as a number of percent (12.5 -> "12,5 %"). */
    pct: (value: number | null) => (value === null ? '—' : percent.format(value / 100)),
    /** Basis points (1250 -> "12,5 %"). */
    bp: (value: number) => percent.format(value / 10_000),
  };
}
