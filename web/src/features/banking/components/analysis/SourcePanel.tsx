import { expandRows } from '@factoria/domain/banking/analysis/stored-analysis';
import { lineId, type BankBookItem, type BankLine } from '@factoria/domain/records/bank-session.schema';
import type { WithId } from '../../../../lib/firebase/converter';
import { useTranslation } from 'react-i18next';
import { useCents } from '../money';
import type { Source } from './SourceButton';

interface SourcePanelProps {
  source: Source;
  lines: WithId<BankLine>[];
  items: WithId<BankBookItem>[];
  onOpenLine: (id: string) => void;
  onClose: () => void;
}

const MAX_SHOWN = 300;

/** The bank lines and invoices a figure of the analysis was computed from; a line opens in the review. */
export function SourcePanel({ source, lines, items, onOpenLine, onClose }: SourcePanelProps) {
  const { t } = useTranslation('bank-analysis');
  const cents = useCents();
  const rows = new Set(expandRows(source.refs.lines));
  const shown = lines.filter((line) => rows.has(line.row));
  const invoices = new Set(source.refs.invoices ?? []);
  const books = items.filter((item) => invoices.has(item.id));
  const lastYear = expandRows(source.refs.lastYear);
  const total = shown.reduce((sum, line) => sum + line.amountCents, 0);
  return (
    <section className="card stack bank-source" aria-labelledby="bank-source-title" data-testid="analysis-source">
      <div className="bank-source-head">
        <h2 id="bank-source-title">{source.title}</h2>
        <button type="button" className="button button-ghost" onClick={onClose}>
          {t('source.close')}
        </button>
      </div>
      {shown.length > 0 && (
        <table className="table">
          <caption>{t('source.lines', { count: shown.length, total: cents(total) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('source.date')}</th>
              <th scope="col">{t('source.description')}</th>
              <th scope="col" className="numeric">{t('source.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.slice(0, MAX_SHOWN).map((line) => (
              <tr key={line.id}>
                <td>{line.date}</td>
                <td>
                  <button type="button" className="link-button" onClick={() => onOpenLine(lineId(line.row))}>
                    {line.description || t('source.noText')}
                  </button>
                </td>
                <td className="numeric">{cents(line.amountCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {shown.length > MAX_SHOWN && <p className="muted">{t('source.more', { count: shown.length - MAX_SHOWN })}</p>}
      {books.length > 0 && (
        <table className="table">
          <caption>{t('source.invoices', { count: books.length })}</caption>
          <tbody>
            {books.map((item) => (
              <tr key={item.id}>
                <td>{item.date}</td>
                <td>
                  {item.number} · {item.description}
                </td>
                <td className="numeric">{cents(item.amountCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {lastYear.length > 0 && <p className="muted">{t('source.lastYear', { count: lastYear.length, rows: source.refs.lastYear })}</p>}
      {source.refs.truncated && <p className="muted">{t('source.truncated')}</p>}
    </section>
  );
}
