import { openCents } from '@factoria/domain/banking/split';
import type { BankBookItem } from '@factoria/domain/records/bank-session.schema';
import { useTranslation } from 'react-i18next';
import type { WithId } from '../../../lib/firebase/converter';
import { useCents } from './money';

const SHOWN = 500;

/** The book side's pending items: diary 572 lines the bank never saw, invoices nobody paid (or paid in part: what stays open). */
export function BookPendingList({ items }: { items: readonly WithId<BankBookItem>[] }) {
  const { t } = useTranslation('banking');
  const cents = useCents();
  const pending = items.filter((item) => item.pending).sort((a, b) => a.date.localeCompare(b.date));
  if (pending.length === 0) return <p className="muted">{t('lines.none')}</p>;
  return (
    <table className="table">
      <thead>
        <tr>
          <th>{t('lines.date')}</th>
          <th>{t('lines.match')}</th>
          <th>{t('lines.description')}</th>
          <th className="numeric">{t('lines.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {pending.slice(0, SHOWN).map((item) => (
          <tr key={item.id}>
            <td>{item.date}</td>
            <td>{item.kind === 'diary' ? `572 · ${item.number ?? ''}` : (item.number ?? '—')}</td>
            <td>{item.description}</td>
            <td className="numeric">
              {item.paidCents ? t('split.openOf', { open: cents(openCents(item)), total: cents(Math.abs(item.amountCents)) }) : cents(item.amountCents)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
