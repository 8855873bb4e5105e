import { openCents, type SplitPart } from '@factoria/domain/banking/split';
import type { BankBookItem, BankLine } from '@factoria/domain/records/bank-session.schema';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import type { WithId } from '../../../lib/firebase/converter';
import { useCents } from './money';
import { searchBookItems } from './search-book-items';
import { checkSplit, pickRow, splitCandidates, type SplitRow } from './split-form';

interface SplitDialogProps {
  line: WithId<BankLine> | null;
  items: readonly WithId<BankBookItem>[];
  busy: boolean;
  onClose: () => void;
  onConfirm: (parts: SplitPart[]) => void;
}

const SHOWN = 30;

/**
 * Split a bank movement over invoices: several paid at once, or part of one. Each picked
 * invoice gets an amount (what is left of the movement, up to what it has open); the dialog
 * shows what each invoice keeps open and what the movement keeps unallocated.
 */
export function SplitDialog({ line, items, busy, onClose, onConfirm }: SplitDialogProps) {
  const { t, i18n } = useTranslation('banking');
  const cents = useCents();
  const titleId = useId();
  const [text, setText] = useState('');
  const [rows, setRows] = useState<SplitRow[]>([]);
  const amount = line?.amountCents ?? 0;
  const candidates = useMemo(() => splitCandidates(items, amount), [items, amount]);
  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const found = useMemo(() => searchBookItems(candidates, text, amount).filter((item) => !rows.some((row) => row.id === item.id)).slice(0, SHOWN), [candidates, text, amount, rows]);
  const check = checkSplit(amount, byId, rows);
  const plan = check.ok ? check : null;
  const close = () => {
    setText('');
    setRows([]);
    onClose();
  };
  const confirm = () => {
    if (!plan) return;
    setText('');
    setRows([]);
    onConfirm(plan.parts.map(({ bookItemId, amountCents }) => ({ bookItemId, amountCents })));
  };
  const problem = rows.length === 0 ? null : 'invalidRow' in check ? t('split.amountInvalid') : !check.ok ? t(`codes.${check.code}`) : null;

  return (
    <Dialog open={line !== null} onClose={close} labelledBy={titleId} className="bank-force">
      <h2 id={titleId}>{t('split.title', { row: line?.row ?? '' })}</h2>
      <p className="muted">
        {line?.date} · {line?.description} · {cents(line?.amountCents)}
      </p>
      {rows.length > 0 && (
        <table className="table bank-split" data-testid="bank-split-parts">
          <thead>
            <tr>
              <th>{t('split.invoice')}</th>
              <th className="numeric">{t('split.open')}</th>
              <th className="numeric">{t('split.amount')}</th>
              <th className="numeric">{t('split.openAfter')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const item = byId.get(row.id)!;
              const after = plan?.parts[index]?.openAfterCents;
              return (
                <tr key={row.id}>
                  <td>
                    {item.number ?? '—'} · {item.description || '—'}
                  </td>
                  <td className="numeric">{cents(openCents(item))}</td>
                  <td className="numeric">
                    <input
                      aria-label={t('split.amountOf', { number: item.number ?? '' })}
                      inputMode="decimal"
                      value={row.text}
                      onChange={(event) => setRows((current) => current.map((r) => (r.id === row.id ? { ...r, text: event.target.value } : r)))}
                    />
                  </td>
                  <td className="numeric">{after === undefined ? '—' : cents(after)}</td>
                  <td>
                    <Button variant="ghost" onClick={() => setRows((current) => current.filter((r) => r.id !== row.id))}>
                      {t('split.remove')}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <p aria-live="polite" data-testid="bank-split-residual">
        {plan ? t('split.summary', { allocated: cents(plan.allocatedCents), residual: cents(plan.residualCents) }) : t('split.pick')}
      </p>
      {problem && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${titleId}-search`}>{t('split.search')}</label>
        <input id={`${titleId}-search`} type="search" autoFocus value={text} placeholder={t('force.searchHint')} onChange={(event) => setText(event.target.value)} />
      </div>
      <div className="bank-candidates" role="group" aria-label={t('force.results')}>
        {found.length === 0 && <p className="muted">{t('force.none')}</p>}
        {found.map((item) => (
          <div key={item.id} className="bank-candidate">
            <Button variant="secondary" onClick={() => setRows((current) => pickRow(current, item, amount, i18n.language))}>
              {t('split.add')}
            </Button>
            <span>
              {item.number ?? '—'} · {item.date} · {item.description || '—'} · {t('split.openOf', { open: cents(openCents(item)), total: cents(Math.abs(item.amountCents)) })}
            </span>
          </div>
        ))}
      </div>
      <div className="row">
        <Button busy={busy} disabled={!plan} onClick={confirm}>
          {t('split.confirm')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('force.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
