import type { BankInvoiceRef, BankMatch } from '@factoria/domain/records/bank-session.schema';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithId } from '../../../lib/firebase/converter';
import { useCents } from './money';

const itemIdOf = (invoice: BankInvoiceRef) => (invoice.source === 'register' ? `i${invoice.row}` : `k${invoice.id}`);

/**
 * One match: what it points at (invoices, linked to their screen; diary rows), how it was found
 * and why; a split also shows what it pays of each invoice, what each keeps open, and what it
 * leaves of the movement.
 */
export function MatchCard({ match, companyId, actions }: { match: WithId<BankMatch>; companyId: string; actions?: ReactNode }) {
  const { t } = useTranslation('banking');
  const cents = useCents();
  const parts = new Map((match.parts ?? []).map((part) => [part.bookItemId, part]));
  const method = t(`methods.${match.method}` as 'methods.amount', { defaultValue: match.method });
  return (
    <article className="bank-match" data-match={match.id} data-state={match.state}>
      <p className="row">
        <strong>{t('detail.rank', { rank: match.rank })}</strong>
        <span className="muted">
          {t('detail.method')}: {method}
        </span>
        {match.differenceCents !== 0 && <span className="badge">{t('detail.difference', { amount: cents(match.differenceCents) })}</span>}
        {(match.residualCents ?? 0) > 0 && (
          <span className="badge" data-testid="bank-split-unallocated">
            {t('split.unallocated', { amount: cents(match.residualCents) })}
          </span>
        )}
      </p>
      <ul className="bank-match-refs">
        {match.invoices.map((invoice) => {
          const part = parts.get(itemIdOf(invoice));
          return (
            <li key={`${invoice.source}-${invoice.id ?? invoice.row}`}>
              {invoice.id ? (
                <Link to="/invoices/$companyId/$invoiceId" params={{ companyId, invoiceId: invoice.id }}>
                  {invoice.number}
                </Link>
              ) : (
                <span>{invoice.number}</span>
              )}{' '}
              · {invoice.date} · {invoice.counterpartyName ?? '—'} · {cents(invoice.totalCents)}
              {part && <span className="muted"> · {t('split.pays', { amount: cents(part.amountCents), open: cents(part.openAfterCents) })}</span>}
            </li>
          );
        })}
        {match.diaryRows.length > 0 && <li>{t('detail.diaryRows', { rows: match.diaryRows.join(', ') })}</li>}
      </ul>
      {match.evidence.length > 0 && (
        <p className="bank-evidence">
          {match.evidence.map((code) => (
            <span key={code} className="badge">
              {t(`codes.${code}` as 'codes.bank/unknown', { defaultValue: code })}
            </span>
          ))}
        </p>
      )}
      {actions && <div className="row">{actions}</div>}
    </article>
  );
}
