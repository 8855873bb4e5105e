import { useTranslation } from 'react-i18next';
import type { SessionAnalysisDoc } from '../../api/use-session-analysis';
import { useCents } from '../money';
import { SourceButton, type Source } from './SourceButton';
import { useLabels } from './use-labels';

interface SectionProps {
  analysis: SessionAnalysisDoc;
  onShow: (source: Source) => void;
}

function PartyTable({ side, analysis, onShow }: SectionProps & { side: 'customers' | 'suppliers' }) {
  const { t } = useTranslation('bank-analysis');
  const cents = useCents();
  const labels = useLabels();
  const data = analysis.counterparties[side];
  return (
    <div className="bank-analysis-scroll">
      <table className="table" data-testid={`analysis-${side}`}>
        <caption>
          {t(`parties.${side}`)} · {cents(data.totalCents)} · {t('parties.concentration', { top1: labels.bp(data.top1Bp), top5: labels.bp(data.top5Bp) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('parties.name')}</th>
            <th scope="col" className="numeric">{t('parties.amount')}</th>
            <th scope="col" className="numeric">{t('parties.share')}</th>
            <th scope="col" className="numeric">{t('parties.lastYear')}</th>
            <th scope="col">{t('parties.status')}</th>
            <th scope="col"><span className="visually-hidden">{t('source.column')}</span></th>
          </tr>
        </thead>
        <tbody>
          {[...data.parties, ...data.lost].map((party) => (
            <tr key={party.key}>
              <th scope="row">
                {party.name}
                {party.taxId && <span className="muted"> · {party.taxId}</span>}
              </th>
              <td className="numeric">{cents(party.cents)}</td>
              <td className="numeric">{labels.bp(party.shareBp)}</td>
              <td className="numeric">{cents(party.lastYearCents)}</td>
              <td>{t(`parties.statuses.${party.status}`)}{party.changePct !== null ? ` · ${labels.pct(party.changePct)}` : ''}</td>
              <td><SourceButton title={party.name} refs={party.refs} onShow={onShow} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PartiesSection(props: SectionProps) {
  const { t } = useTranslation('bank-analysis');
  return (
    <section className="card stack" aria-labelledby="parties-title">
      <h2 id="parties-title">{t('parties.title')}</h2>
      <PartyTable side="customers" {...props} />
      <PartyTable side="suppliers" {...props} />
    </section>
  );
}

export function RecurringSection({ analysis, onShow }: SectionProps) {
  const { t } = useTranslation('bank-analysis');
  const cents = useCents();
  const labels = useLabels();
  return (
    <section className="card stack" aria-labelledby="recurring-title" data-testid="analysis-recurring">
      <h2 id="recurring-title">{t('recurring.title')}</h2>
      {analysis.recurring.length === 0 ? (
        <p className="muted">{t('recurring.none')}</p>
      ) : (
        <div className="bank-analysis-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('parties.name')}</th>
                <th scope="col">{t('recurring.period')}</th>
                <th scope="col" className="numeric">{t('recurring.average')}</th>
                <th scope="col" className="numeric">{t('recurring.annual')}</th>
                <th scope="col">{t('recurring.next')}</th>
                <th scope="col">{t('recurring.changes')}</th>
                <th scope="col"><span className="visually-hidden">{t('source.column')}</span></th>
              </tr>
            </thead>
            <tbody>
              {analysis.recurring.map((charge) => (
                <tr key={charge.key}>
                  <th scope="row">{charge.name}</th>
                  <td>{t(`recurring.periods.${charge.periodDays}`)} · {charge.count}</td>
                  <td className="numeric">{cents(charge.averageCents)}</td>
                  <td className="numeric">{cents(charge.annualCents)}</td>
                  <td>{labels.date(charge.nextDate)}</td>
                  <td>
                    {charge.priceChanges.map((c) => t('recurring.step', { date: labels.date(c.date), from: cents(c.fromCents), to: cents(c.toCents) })).join('; ')}
                    {charge.yoyChangePct !== null && ` ${t('recurring.yoy', { pct: labels.pct(charge.yoyChangePct) })}`}
                  </td>
                  <td><SourceButton title={charge.name} refs={charge.refs} onShow={onShow} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function FeesSection({ analysis, onShow }: SectionProps) {
  const { t } = useTranslation('bank-analysis');
  const cents = useCents();
  return (
    <section className="card stack" aria-labelledby="fees-title" data-testid="analysis-fees">
      <h2 id="fees-title">{t('fees.title')}</h2>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('fees.kind')}</th>
            <th scope="col" className="numeric">{t('fees.count')}</th>
            <th scope="col" className="numeric">{t('parties.amount')}</th>
            <th scope="col" className="numeric">{t('parties.lastYear')}</th>
            <th scope="col"><span className="visually-hidden">{t('source.column')}</span></th>
          </tr>
        </thead>
        <tbody>
          {analysis.fees.rows.map((row) => (
            <tr key={row.kind}>
              <th scope="row">{t(`fees.kinds.${row.kind}`)}</th>
              <td className="numeric">{row.count}</td>
              <td className="numeric">{cents(row.cents)}</td>
              <td className="numeric">{cents(row.lastYearCents)}</td>
              <td><SourceButton title={t(`fees.kinds.${row.kind}`)} refs={row.refs} onShow={onShow} /></td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('cash.total')}</th>
            <td />
            <td className="numeric" data-testid="analysis-fees-total">{cents(analysis.fees.totalCents)}</td>
            <td className="numeric">{cents(analysis.fees.lastYearCents)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
