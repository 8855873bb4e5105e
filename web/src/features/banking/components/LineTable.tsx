import type { BankLine } from '@factoria/domain/records/bank-session.schema';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithId } from '../../../lib/firebase/converter';
import { useCents } from './money';

interface LineTableProps {
  lines: readonly WithId<BankLine>[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

const ROW_HEIGHT = 44;

/**
 * The bank lines, virtualized (only the rows in view are in the DOM, so 20,000 lines scroll
 * like 20), as an ARIA grid whose selected row follows the keyboard (see BankSessionScreen).
 */
export function LineTable({ lines, selectedId, onSelect }: LineTableProps) {
  const { t } = useTranslation('banking');
  const cents = useCents();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: lines.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });
  const selectedIndex = lines.findIndex((line) => line.id === selectedId);
  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, virtualizer]);

  if (lines.length === 0) return <p className="muted">{t('lines.none')}</p>;
  return (
    <div className="bank-table" role="grid" aria-label={t('tabs.label')} aria-rowcount={lines.length + 1}>
      <div role="row" aria-rowindex={1} className="bank-grid bank-table-head">
        <span role="columnheader">{t('lines.date')}</span>
        <span role="columnheader">{t('lines.description')}</span>
        <span role="columnheader" className="numeric">
          {t('lines.amount')}
        </span>
        <span role="columnheader">{t('lines.state')}</span>
      </div>
      <div ref={scroller} className="bank-table-body">
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const line = lines[item.index]!;
            return (
              <div
                key={line.id}
                role="row"
                aria-rowindex={item.index + 2}
                aria-selected={line.id === selectedId}
                data-row={line.row}
                className="bank-grid bank-table-row"
                style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}
                onClick={() => onSelect(line.id)}
              >
                <span role="gridcell">{line.date}</span>
                <span role="gridcell" className="truncate" title={line.description}>
                  {line.description}
                </span>
                <span role="gridcell" className="numeric">
                  {cents(line.amountCents)}
                </span>
                <span role="gridcell">
                  <span className={`badge bank-line-${line.state}`}>{t(`lineState.${line.state}`)}</span>
                </span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
