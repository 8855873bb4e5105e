import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '../../../../hooks/use-near-viewport';
import type { SessionAnalysisDoc } from '../../api/use-session-analysis';
import { useCents } from '../money';
import { SourceButton, type Source } from './SourceButton';
import { useLabels } from './use-labels';

const CashFlowCanvas = lazy(() => import('./charts/CashFlowCanvas').then((m) => ({ default: m.CashFlowCanvas })));
const ProjectionCanvas = lazy(() => import('./charts/ProjectionCanvas').then((m) => ({ default: m.ProjectionCanvas })));

interface SectionProps {
  analysis: SessionAnalysisDoc;
  onShow: (source: Source) => void;
}

/** A chart loaded and drawn once its space nears the viewport; the table beside it has the figures. */
function LazyChart({ children }: { children: React.ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  return (
    <div aria-hidden="true" className="bank-chart" ref={box}>
      {near && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}

export function CashFlowSection({ analysis, onShow }: SectionProps) {
  const { t } = useTranslation('bank-analysis');
  const cents = useCents();
  const labels = useLabels();
  const { cashFlow } = analysis;
  const points = cashFlow.months.map((m) => ({
    label: labels.month(m.month), inEuros: m.inCents / 100, outEuros: m.outCents / 100, netEuros: m.netCents / 100,
    lastYearNetEuros: m.lastYearNetCents === null ? null : m.lastYearNetCents / 100,
  }));
  return (
    <section className="card stack" aria-labelledby="cash-title" data-testid="analysis-cash">
      <h2 id="cash-title">{t('cash.title', { year: cashFlow.year })}</h2>
      {cashFlow.warning && <p className="bank-analysis-warning" role="note">{t(`warnings.${cashFlow.warning.replace('analysis/', '')}` as 'warnings.no-last-year', { closing: cents(cashFlow.lastYearClosingCents), opening: cents(cashFlow.openingCents) })}</p>}
      <LazyChart>
        <CashFlowCanvas points={points} names={{ in: t('cash.in'), out: t('cash.out'), net: t('cash.net'), lastYearNet: t('cash.lastYearNet') }} />
      </LazyChart>
      <div className="bank-analysis-scroll">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('cash.month')}</th>
              <th scope="col" className="numeric">{t('cash.in')}</th>
              <th scope="col" className="numeric">{t('cash.out')}</th>
              <th scope="col" className="numeric">{t('cash.net')}</th>
              <th scope="col" className="numeric">{t('cash.lastYearNet')}</th>
              <th scope="col" className="numeric">{t('cash.change')}</th>
              <th scope="col"><span className="visually-hidden">{t('source.column')}</span></th>
            </tr>
          </thead>
          <tbody>
            {cashFlow.months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{labels.month(m.month)}</th>
                <td className="numeric">{cents(m.inCents)}</td>
                <td className="numeric">{cents(m.outCents)}</td>
                <td className="numeric">{cents(m.netCents)}</td>
                <td className="numeric">{cents(m.lastYearNetCents)}</td>
                <td className="numeric">{labels.pct(m.netChangePct)}</td>
                <td><SourceButton title={t('cash.sourceTitle', { month: labels.month(m.month) })} refs={m.refs} onShow={onShow} /></td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('cash.total')}</th>
              <td className="numeric" data-testid="analysis-total-in">{cents(cashFlow.totals.inCents)}</td>
              <td className="numeric" data-testid="analysis-total-out">{cents(cashFlow.totals.outCents)}</td>
              <td className="numeric" data-testid="analysis-total-net">{cents(cashFlow.totals.netCents)}</td>
              <td className="numeric">{cents(cashFlow.totals.lastYearNetCents)}</td>
              <td />
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

export function CategoriesSection({ analysis, onShow }: SectionProps) {
  const { t } = useTranslation('bank-analysis');
  const cents = useCents();
  return (
    <section className="card stack" aria-labelledby="groups-title" data-testid="analysis-groups">
      <h2 id="groups-title">{t('groups.title')}</h2>
      <p className="muted">{t('groups.help')}</p>
      <div className="bank-analysis-scroll">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('groups.group')}</th>
              <th scope="col" className="numeric">{t('cash.in')}</th>
              <th scope="col" className="numeric">{t('cash.out')}</th>
              <th scope="col" className="numeric">{t('groups.lastYear')}</th>
              <th scope="col" className="numeric">{t('groups.fromDiary')}</th>
              <th scope="col"><span className="visually-hidden">{t('source.column')}</span></th>
            </tr>
          </thead>
          <tbody>
            {analysis.categories.map((row) => (
              <tr key={row.group}>
                <th scope="row">{t(`groups.names.${row.group}`)}</th>
                <td className="numeric">{cents(row.inCents)}</td>
                <td className="numeric">{cents(row.outCents)}</td>
                <td className="numeric">{cents(row.lastYearInCents - row.lastYearOutCents)}</td>
                <td className="numeric">{row.fromDiary} / {row.fromDiary + row.fromRules}</td>
                <td><SourceButton title={t(`groups.names.${row.group}`)} refs={row.refs} onShow={onShow} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function LiquiditySection({ analysis, onShow }: SectionProps) {
  const { t } = useTranslation('bank-analysis');
  const cents = useCents();
  const labels = useLabels();
  const { liquidity } = analysis;
  const points = liquidity.projection.map((p) => ({ label: labels.date(p.date), balanceEuros: p.balanceCents / 100 }));
  return (
    <section className="card stack" aria-labelledby="liquidity-title" data-testid="analysis-liquidity">
      <h2 id="liquidity-title">{t('liquidity.title')}</h2>
      <dl className="facts">
        <div>
          <dt>{t('liquidity.balance')}</dt>
          <dd>{cents(liquidity.balanceCents)}</dd>
        </div>
        <div>
          <dt>{t('liquidity.burn', { count: liquidity.monthsUsed })}</dt>
          <dd>{cents(liquidity.averageBurnCents)}</dd>
        </div>
        <div>
          <dt>{t('liquidity.runway')}</dt>
          <dd className={`bank-level-${liquidity.level}`} data-testid="analysis-runway">
            {liquidity.runwayMonths === null ? t('liquidity.noBurn') : t('liquidity.months', { count: liquidity.runwayMonths })}
          </dd>
        </div>
        <div>
          <dt>{t('liquidity.lowest')}</dt>
          <dd>{cents(liquidity.lowestCents)}{liquidity.lowestDate ? ` · ${labels.date(liquidity.lowestDate)}` : ''}</dd>
        </div>
      </dl>
      <LazyChart>
        <ProjectionCanvas points={points} name={t('liquidity.projected')} />
      </LazyChart>
      <div className="bank-analysis-scroll">
        <table className="table">
          <caption>{t('liquidity.projection')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('liquidity.week')}</th>
              <th scope="col" className="numeric">{t('cash.in')}</th>
              <th scope="col" className="numeric">{t('cash.out')}</th>
              <th scope="col" className="numeric">{t('liquidity.projected')}</th>
              <th scope="col"><span className="visually-hidden">{t('source.column')}</span></th>
            </tr>
          </thead>
          <tbody>
            {liquidity.projection.map((p) => (
              <tr key={p.date}>
                <th scope="row">{labels.date(p.date)}</th>
                <td className="numeric">{cents(p.inCents)}</td>
                <td className="numeric">{cents(p.outCents)}</td>
                <td className="numeric">{cents(p.balanceCents)}</td>
                <td><SourceButton title={t('liquidity.sourceTitle', { date: labels.date(p.date) })} refs={p.refs} onShow={onShow} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
