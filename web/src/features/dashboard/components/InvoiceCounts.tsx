import { useTranslation } from 'react-i18next';
import { hoursAndMinutes, type RangeFigures } from '../stats';
import { formatNumber } from '../../../lib/format/format';

/** The range's counters; until the first snapshot they show a placeholder, not a zero. */
export function InvoiceCounts({ figures, loading }: { figures: RangeFigures; loading: boolean }) {
  const { t, i18n } = useTranslation('dashboard');
  const number = { format: (value: number) => formatNumber(value, i18n.language) };
  const saved = hoursAndMinutes(figures.savedSeconds);
  const tiles = [
    { key: 'processed', label: t('counts.processed'), value: number.format(figures.processed) },
    { key: 'accurate', label: t('counts.accurate'), value: number.format(figures.accurate) },
    { key: 'with-errors', label: t('counts.withErrors'), value: number.format(figures.withErrors) },
    { key: 'saved-time', label: t('counts.savedTime'), value: t('counts.savedTimeValue', { hours: number.format(saved.hours), minutes: saved.minutes }) },
    { key: 'corrected', label: t('counts.corrected'), value: number.format(figures.corrected) },
  ];
  return (
    <dl className="tiles" aria-busy={loading || undefined}>
      {tiles.map((tile) => (
        <div key={tile.key} className={`tile tile-${tile.key}`} data-testid={`count-${tile.key}`}>
          <dt>{tile.label}</dt>
          <dd>{loading ? '…' : tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
