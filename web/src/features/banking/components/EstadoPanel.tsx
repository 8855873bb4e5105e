import type { BankSummary } from '@factoria/domain/records/bank-session.schema';
import { useTranslation } from 'react-i18next';
import { useCents } from './money';

/**
 * The estado de conciliación: the bank's balance against the diary's 572, and what explains
 * the difference on each side (bank lines not booked, 572 lines the bank never saw), with the
 * state of every bank line. Moves live with each decision.
 */
export function EstadoPanel({ summary }: { summary: BankSummary }) {
  const { t } = useTranslation('banking');
  const cents = useCents();
  const difference = summary.bankBalanceCents !== null && summary.ledgerBalanceCents !== null ? summary.bankBalanceCents - summary.ledgerBalanceCents : null;
  return (
    <section className="card stack" aria-labelledby="estado-title" data-testid="estado">
      <h2 id="estado-title">{t('estado.title')}</h2>
      <dl className="facts">
        <div>
          <dt>{t('estado.bankBalance')}</dt>
          <dd data-testid="bank-balance">{cents(summary.bankBalanceCents)}</dd>
        </div>
        <div>
          <dt>{t('estado.ledgerBalance')}</dt>
          <dd>{summary.ledgerBalanceCents === null ? t('estado.noDiary') : cents(summary.ledgerBalanceCents)}</dd>
        </div>
        <div>
          <dt>{t('estado.difference')}</dt>
          <dd>{cents(difference)}</dd>
        </div>
        <div>
          <dt>{t('estado.bankPending')}</dt>
          <dd data-testid="bank-pending">
            {summary.bankPending.count} · {cents(summary.bankPending.cents)}
          </dd>
        </div>
        <div>
          <dt>{t('estado.bookPending')}</dt>
          <dd data-testid="book-pending">
            {summary.bookPending.count} · {cents(summary.bookPending.cents)}
          </dd>
        </div>
        <div>
          <dt>{t('estado.invoicesPending')}</dt>
          <dd data-testid="invoices-pending">{summary.invoicesPending}</dd>
        </div>
      </dl>
      <dl className="tiles">
        {(['lines', 'auto', 'suggested', 'matched', 'unmatched', 'noDocument'] as const).map((field) => (
          <div key={field} className="tile">
            <dt>{t(`estado.${field}`)}</dt>
            <dd data-testid={`count-${field}`}>{summary[field]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
