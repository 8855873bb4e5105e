import { useTranslation } from 'react-i18next';
import type { DateRangePreset, DayRange } from '../../../lib/dates/date-range';
import { useDailyStats } from '../api/use-daily-stats';
import { rangeFigures } from '../stats';
import { DateRangeSelect } from '../../../components/ui/DateRangeSelect';
import { InvoiceCounts } from './InvoiceCounts';
import { InvoicesChart } from './InvoicesChart';

interface InvoicesPanelProps {
  accountId: string;
  preset: DateRangePreset;
  custom: Partial<DayRange>;
  /** Null while a custom range is incomplete or not valid. */
  range: DayRange | null;
  onRangeChange: (preset: DateRangePreset, custom: Partial<DayRange>) => void;
}

export function InvoicesPanel({ accountId, preset, custom, range, onRangeChange }: InvoicesPanelProps) {
  const { t } = useTranslation('dashboard');
  return (
    <section className="card stack panel-invoices" aria-labelledby="invoices-title">
      <div className="panel-head">
        <h2 id="invoices-title">{t('invoices.title')}</h2>
        <DateRangeSelect preset={preset} custom={custom} onChange={onRangeChange} />
      </div>
      {range ? <RangeFigures accountId={accountId} range={range} /> : <p className="muted">{t('range.chooseDates')}</p>}
    </section>
  );
}

function RangeFigures({ accountId, range }: { accountId: string; range: DayRange }) {
  const { status, data } = useDailyStats(accountId, range);
  const figures = rangeFigures(range, data ?? []);
  return (
    <>
      <InvoiceCounts figures={figures} loading={status === 'loading'} />
      <InvoicesChart series={figures.series} />
    </>
  );
}
