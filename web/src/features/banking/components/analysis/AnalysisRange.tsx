import type { DayRange } from '@factoria/domain/banking/analysis/range-analysis';
import { useTranslation } from 'react-i18next';
import { DateRangeSelect } from '../../../../components/ui/DateRangeSelect';
import type { DateRangePreset } from '../../../../lib/dates/date-range';
import type { RangeState } from './use-range-view';
import { useLabels } from './use-labels';

export type AnalysisPreset = DateRangePreset | 'whole';

interface AnalysisRangeProps {
  preset: AnalysisPreset;
  custom: Partial<DayRange>;
  onChange: (preset: AnalysisPreset, custom: Partial<DayRange>) => void;
  range: DayRange | null;
  state: RangeState;
  /** The statement's first and last day. */
  period: DayRange | null;
}

/** The dashboard's date range choices, "whole statement period" first, and what the chosen one covers. */
export function AnalysisRange({ preset, custom, onChange, range, state, period }: AnalysisRangeProps) {
  const { t } = useTranslation('bank-analysis');
  const labels = useLabels();
  const days = (r: DayRange) => ({ from: labels.date(r.from), to: labels.date(r.to) });
  const ready = state.status === 'ready' ? state.view : null;
  const partial = ready?.covered && range && (ready.covered.from !== range.from || ready.covered.to !== range.to);
  return (
    <div className="stack" data-testid="analysis-range">
      <DateRangeSelect<'whole'> preset={preset} custom={custom} onChange={onChange} leading={[{ value: 'whole', label: t('range.whole') }]} testId="analysis-range-preset" />
      {range && <p className="muted">{t('range.applies', days(range))}</p>}
      {state.status === 'loading' && <p className="muted" role="status">{t('range.loading')}</p>}
      {state.status === 'unavailable' && <p className="bank-analysis-warning" role="note">{t('range.unavailable')}</p>}
      {state.status === 'error' && <p role="alert">{t('range.error')}</p>}
      {ready && !ready.covered && period && (
        <p className="bank-analysis-warning" role="note" data-testid="analysis-range-outside">{t('range.outside', days(period))}</p>
      )}
      {partial && period && <p className="bank-analysis-warning" role="note" data-testid="analysis-range-partial">{t('range.partial', days(ready.covered!))}</p>}
    </div>
  );
}
