import type { TaxRow } from '@factoria/domain/banking/analysis/types';
import type { Stored } from '@factoria/domain/banking/analysis/stored-analysis';
import { useTranslation } from 'react-i18next';
import type { SessionAnalysisDoc } from '../../api/use-session-analysis';
import { useCents } from '../money';
import { SourceButton, type Source } from './SourceButton';
import { useLabels } from './use-labels';

interface SectionProps {
  analysis: SessionAnalysisDoc;
  onShow: (source: Source) => void;
}

function TaxTable({ rows, caption, onShow }: { rows: Stored<TaxRow>[]; caption: string; onShow: (source: Source) => void }) {
  const { t } = useTranslation('bank-analysis');
  const cents = useCents();
  return (
    <table className="table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('taxes.period')}</th>
          <th scope="col">{t('taxes.models')}</th>
          <th scope="col" className="numeric">{t('taxes.paid')}</th>
          <th scope="col" className="numeric">{t('taxes.booked')}</th>
          <th scope="col" className="numeric">{t('taxes.difference')}</th>
          <th scope="col"><span className="visually-hidden">{t('source.column')}</span></th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.period}>
            <th scope="row">{row.period}</th>
            <td>{row.models.join(', ')}</td>
            <td className="numeric">{cents(row.paidCents)}</td>
            <td className="numeric">{row.bookedCents === null ? t('taxes.noDiary') : cents(row.bookedCents)}</td>
            <td className="numeric">{cents(row.differenceCents)}</td>
            <td><SourceButton title={`${caption} ${row.period}`} refs={row.refs} onShow={onShow} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TaxesSection({ analysis, onShow }: SectionProps) {
  const { t } = useTranslation('bank-analysis');
  const { taxes } = analysis;
  return (
    <section className="card stack" aria-labelledby="taxes-title" data-testid="analysis-taxes">
      <h2 id="taxes-title">{t('taxes.title')}</h2>
      <TaxTable rows={taxes.aeat} caption={t('taxes.aeat')} onShow={onShow} />
      <TaxTable rows={taxes.tgss} caption={t('taxes.tgss')} onShow={onShow} />
      {taxes.tgssMissing.length > 0 && <p className="bank-analysis-warning">{t('taxes.missing', { months: taxes.tgssMissing.join(', ') })}</p>}
    </section>
  );
}

export function PaperworkSection({ analysis, onShow }: SectionProps) {
  const { t } = useTranslation('bank-analysis');
  const cents = useCents();
  const { paperwork } = analysis;
  return (
    <section className="card stack" aria-labelledby="paperwork-title" data-testid="analysis-paperwork">
      <h2 id="paperwork-title">{t('paperwork.title')}</h2>
      <p>
        {t('paperwork.withoutInvoice', { count: paperwork.withoutInvoice.count, amount: cents(paperwork.withoutInvoice.cents) })}{' '}
        <SourceButton title={t('paperwork.withoutInvoiceTitle')} refs={paperwork.withoutInvoice.refs} onShow={onShow} />
      </p>
      <table className="table">
        <caption>{t('paperwork.ageing')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('paperwork.bucket')}</th>
            <th scope="col" className="numeric">{t('paperwork.receivables')}</th>
            <th scope="col" className="numeric">{t('paperwork.payables')}</th>
          </tr>
        </thead>
        <tbody>
          {paperwork.receivables.map((row, i) => {
            const payable = paperwork.payables[i]!;
            return (
              <tr key={row.bucket} data-testid={`ageing-${row.bucket}`}>
                <th scope="row">{t(`paperwork.buckets.${row.bucket}`)}</th>
                <td className="numeric">
                  {row.count} · {cents(row.cents)} <SourceButton title={`${t('paperwork.receivables')} ${t(`paperwork.buckets.${row.bucket}`)}`} refs={row.refs} onShow={onShow} />
                </td>
                <td className="numeric">
                  {payable.count} · {cents(payable.cents)} <SourceButton title={`${t('paperwork.payables')} ${t(`paperwork.buckets.${payable.bucket}`)}`} refs={payable.refs} onShow={onShow} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {paperwork.paidTwice.length > 0 && (
        <table className="table">
          <caption>{t('paperwork.paidTwice')}</caption>
          <tbody>
            {paperwork.paidTwice.map((item) => (
              <tr key={item.ref}>
                <th scope="row">{item.number}</th>
                <td className="numeric">{cents(item.totalCents)}</td>
                <td><SourceButton title={item.number} refs={item.refs} onShow={onShow} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function AnomaliesSection({ analysis, onShow }: SectionProps) {
  const { t } = useTranslation('bank-analysis');
  const cents = useCents();
  const labels = useLabels();
  return (
    <section className="card stack" aria-labelledby="anomalies-title" data-testid="analysis-anomalies">
      <h2 id="anomalies-title">{t('anomalies.title')}</h2>
      {analysis.anomalies.length === 0 ? (
        <p className="muted">{t('anomalies.none')}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('anomalies.kind')}</th>
              <th scope="col">{t('source.date')}</th>
              <th scope="col">{t('parties.name')}</th>
              <th scope="col" className="numeric">{t('parties.amount')}</th>
              <th scope="col"><span className="visually-hidden">{t('source.column')}</span></th>
            </tr>
          </thead>
          <tbody>
            {analysis.anomalies.map((row, i) => (
              <tr key={`${row.kind}-${row.date}-${i}`}>
                <th scope="row">{t(`anomalies.kinds.${row.kind}`)}{row.kind === 'overdraft' && row.score !== null ? ` · ${t('anomalies.days', { count: row.score })}` : ''}</th>
                <td>{labels.date(row.date)}</td>
                <td>{row.party ?? '—'}</td>
                <td className="numeric">{cents(row.cents)}</td>
                <td><SourceButton title={t(`anomalies.kinds.${row.kind}`)} refs={row.refs} onShow={onShow} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
