import type { BankBookItem, BankLine } from '@factoria/domain/records/bank-session.schema';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import type { WithId } from '../../../lib/firebase/converter';
import { searchBookItems } from './search-book-items';
import { useCents } from './money';

interface ForceMatchDialogProps {
  line: WithId<BankLine> | null;
  items: readonly WithId<BankBookItem>[];
  busy: boolean;
  onClose: () => void;
  onConfirm: (itemIds: string[]) => void;
}

const SHOWN = 50;

/** Match a bank line by hand: search the invoices and diary 572 lines, pick one or several. */
export function ForceMatchDialog({ line, items, busy, onClose, onConfirm }: ForceMatchDialogProps) {
  const { t } = useTranslation('banking');
  const cents = useCents();
  const titleId = useId();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const found = useMemo(() => (line ? searchBookItems(items, text, line.amountCents).slice(0, SHOWN) : []), [items, text, line]);
  const total = items.filter((item) => picked.includes(item.id)).reduce((sum, item) => sum + item.amountCents, 0);
  const close = () => {
    setText('');
    setPicked([]);
    onClose();
  };

  return (
    <Dialog open={line !== null} onClose={close} labelledBy={titleId} className="bank-force">
      <h2 id={titleId}>{t('force.title', { row: line?.row ?? '' })}</h2>
      <p className="muted">
        {line?.date} · {line?.description} · {cents(line?.amountCents)}
      </p>
      <div className="field">
        <label htmlFor={`${titleId}-search`}>{t('force.search')}</label>
        <input id={`${titleId}-search`} type="search" autoFocus value={text} placeholder={t('force.searchHint')} onChange={(event) => setText(event.target.value)} />
      </div>
      <fieldset className="bank-candidates">
        <legend>{t('force.results')}</legend>
        {found.length === 0 && <p className="muted">{t('force.none')}</p>}
        {found.map((item) => (
          <label key={item.id} className="bank-candidate">
            <input
              type="checkbox"
              checked={picked.includes(item.id)}
              onChange={(event) => setPicked((current) => (event.target.checked ? [...current, item.id] : current.filter((id) => id !== item.id)))}
            />
            <span>
              {item.number ?? '—'} · {item.date} · {item.description || '—'} · {cents(item.amountCents)}
            </span>
          </label>
        ))}
      </fieldset>
      <p aria-live="polite">{t('force.selected', { count: picked.length, amount: cents(total) })}</p>
      <div className="row">
        <Button busy={busy} disabled={picked.length === 0} onClick={() => onConfirm(picked)}>
          {t('force.confirm')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('force.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
