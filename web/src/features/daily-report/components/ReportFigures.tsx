import type { DailyReportCounts } from '@factoria/domain/records/daily-report.schema';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format/format';

const FIGURES = ['processed', 'successful', 'withErrors', 'failed', 'duplicates'] as const;

/** The report's counts as a row of labelled figures, each readable at a glance. */
export function ReportFigures({ counts }: { counts: DailyReportCounts }) {
  const { t, i18n } = useTranslation('daily-report');
  return (
    <dl className="daily-report-figures">
      {FIGURES.map((figure) => (
        <div key={figure} className={figure === 'duplicates' && counts.duplicates > 0 ? 'daily-report-figure-warn' : undefined}>
          <dt>{t(`figures.${figure}`)}</dt>
          <dd>{formatNumber(counts[figure], i18n.language)}</dd>
        </div>
      ))}
    </dl>
  );
}
