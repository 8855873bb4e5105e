import type { BankBookItem, BankLine } from '@factoria/domain/records/bank-session.schema';
import type { DayRange } from '@factoria/domain/banking/analysis/range-analysis';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithId } from '../../../../lib/firebase/converter';
import { useAgencyName } from '../../api/use-agency-name';
import { useBankSession } from '../../api/use-bank-sessions';
import { useSessionAnalysis } from '../../api/use-session-analysis';
import { dayKeyIn, resolveRange } from '../../../../lib/dates/date-range';
import { useCents } from '../money';
import { AnalysisRange, type AnalysisPreset } from './AnalysisRange';
import { CashFlowSection, CategoriesSection, LiquiditySection } from './CashSections';
import { AnomaliesSection, PaperworkSection, TaxesSection } from './CheckSections';
import { FeesSection, PartiesSection, RecurringSection } from './PartySections';
import { ReportDownloads } from './report/ReportDownloads';
import { SourcePanel } from './SourcePanel';
import type { Source } from './SourceButton';
import { useRangeView } from './use-range-view';
import './analysis.css';

interface AnalysisTabProps {
  accountId: string;
  sessionId: string;
  lines: WithId<BankLine>[];
  items: WithId<BankBookItem>[];
  /** Opens a bank line in the review tab. */
  onOpenLine: (id: string) => void;
}

/** The tab beside the review's tabs that opens the analysis. */
export function AnalysisTabButton({ selected, onSelect }: { selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation('bank-analysis');
  return (
    <button type="button" role="tab" aria-selected={selected} className="button button-ghost" onClick={onSelect} data-testid="analysis-tab">
      {t('tab')}
    </button>
  );
}

/**
 * The session's business analysis (issue 15): figures and tables render as soon as the
 * document arrives, each chart when its space nears the viewport; every row opens the bank
 * lines and invoices behind its figure beside the tables. A date range (the dashboard's
 * choices, the whole statement period by default) recomputes the analyses a range applies to.
 */
export function AnalysisTab({ accountId, sessionId, lines, items, onOpenLine }: AnalysisTabProps) {
  const { t } = useTranslation('bank-analysis');
  const cents = useCents();
  const analysis = useSessionAnalysis(accountId, sessionId, true);
  const session = useBankSession(accountId, sessionId).data;
  const agency = useAgencyName(accountId);
  const [source, setSource] = useState<Source | null>(null);
  const [preset, setPreset] = useState<AnalysisPreset>('whole');
  const [custom, setCustom] = useState<Partial<DayRange>>({});
  // Presets count from today in the browser's time zone, as a person reading the dashboard would.
  const range = useMemo(
    () => (preset === 'whole' ? null : resolveRange(preset, dayKeyIn(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone), custom)),
    [preset, custom],
  );
  const ranged = useRangeView(accountId, sessionId, analysis.data, lines, range);
  const period = useMemo(() => statementPeriod(lines), [lines]);
  if (analysis.status === 'loading') return <p className="muted">{t('loading')}</p>;
  if (analysis.status === 'error') return <p role="alert">{t('error')}</p>;
  const whole = analysis.data;
  if (!whole) return <p className="muted" data-testid="analysis-missing">{t('missing')}</p>;
  const data = ranged.status === 'ready' ? ranged.view.analysis : whole;
  const shownRange = ranged.status === 'ready' ? range : null;
  const props = { analysis: data, onShow: setSource };
  return (
    <div className={`bank-analysis${source ? ' bank-analysis-with-source' : ''}`} data-testid="analysis" data-range={shownRange ? `${shownRange.from}_${shownRange.to}` : 'whole'}>
      <div className="stack">
        <AnalysisRange
          preset={preset}
          custom={custom}
          onChange={(next, days) => {
            setPreset(next);
            setCustom(days);
          }}
          range={range}
          state={ranged}
          period={period}
        />
        {preset !== 'whole' && !range && <p className="muted">{t('range.chooseDates')}</p>}
        <ReportDownloads analysis={data} context={{ company: session?.companyName ?? session?.companyId ?? '', agency, period: session?.period ?? period, range: shownRange }} />
        <dl className="facts" aria-label={t('summary')}>
          <div>
            <dt>{t('cash.in')}</dt>
            <dd data-testid="analysis-in">{cents(data.cashFlow.totals.inCents)}</dd>
          </div>
          <div>
            <dt>{t('cash.out')}</dt>
            <dd data-testid="analysis-out">{cents(data.cashFlow.totals.outCents)}</dd>
          </div>
          <div>
            <dt>{t('cash.net')}</dt>
            <dd data-testid="analysis-net">{cents(data.cashFlow.totals.netCents)}</dd>
          </div>
          <div>
            <dt>{t('liquidity.balance')}</dt>
            <dd>{cents(data.liquidity.balanceCents)}</dd>
          </div>
        </dl>
        <CashFlowSection {...props} />
        <CategoriesSection {...props} />
        <PartiesSection {...props} />
        <RecurringSection {...props} />
        <FeesSection {...props} />
        <TaxesSection {...props} />
        <PaperworkSection {...props} />
        <AnomaliesSection {...props} />
        <LiquiditySection {...props} />
      </div>
      {source && <SourcePanel source={source} lines={lines} items={items} onOpenLine={onOpenLine} onClose={() => setSource(null)} />}
    </div>
  );
}

/** The statement's first and last day, from its lines. */
function statementPeriod(lines: readonly BankLine[]): DayRange | null {
  let from: string | null = null;
  let to: string | null = null;
  for (const line of lines) {
    if (from === null || line.date < from) from = line.date;
    if (to === null || line.date > to) to = line.date;
  }
  return from && to ? { from, to } : null;
}
