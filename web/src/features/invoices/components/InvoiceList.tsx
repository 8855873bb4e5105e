import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format/format';
import type { InvoiceRow } from '../list/invoice-row';
import type { ListSort, SortKey } from '../list/sort-invoices';
import { SelectBox } from './bulk-actions/SelectBox';
import { SortHeader } from './bulk-actions/SortHeader';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { useMoney } from './use-money';
import './bulk-actions/bulk-actions.css';

/** The list's checkboxes; absent for users who cannot act on invoices (client-company users). */
export interface RowSelection {
  selected: ReadonlySet<string>;
  header: 'all' | 'none' | 'some';
  onToggle: (id: string, shift: boolean) => void;
  onToggleAll: () => void;
}

interface InvoiceListProps {
  rows: readonly InvoiceRow[];
  /** Company names by id; the column shows only when the list spans several companies. */
  companyNames: Map<string, string> | null;
  /** The link that opens an invoice, around its number. */
  renderLink: (row: InvoiceRow, children: ReactNode) => ReactNode;
  sort: ListSort;
  onSort: (key: SortKey) => void;
  selection?: RowSelection | undefined;
}

const ROW_HEIGHT = 48;

/**
 * A virtualized table: only the rows in view (and a few beyond) are in the DOM, so 20,000
 * invoices scroll as smoothly as 20. ARIA table roles keep it a table for screen readers,
 * with the row count and each row's position.
 */
export function InvoiceList({ rows, companyNames, renderLink, sort, onSort, selection }: InvoiceListProps) {
  const { t, i18n } = useTranslation('invoices');
  const money = useMoney();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const columns = ['invoice-grid', companyNames && 'invoice-grid-companies', selection && 'invoice-grid-select'].filter(Boolean).join(' ');
  const header = (key: SortKey, label: string, className?: string) => <SortHeader column={key} label={label} sort={sort} onSort={onSort} className={className} />;

  return (
    <div className="invoice-table" role="table" aria-label={t('list.title')} aria-rowcount={rows.length + 1}>
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className={`${columns} invoice-table-head`}>
          {selection && (
            <span role="columnheader">
              <SelectBox
                label={t('bulk.selectAllFiltered', { count: rows.length })}
                checked={selection.header === 'all'}
                indeterminate={selection.header === 'some'}
                onToggle={selection.onToggleAll}
              />
            </span>
          )}
          {header('number', t('fields.number'))}
          {header('date', t('fields.date'))}
          {header('supplier', t('fields.supplier'))}
          <span role="columnheader">{t('fields.taxId')}</span>
          {companyNames && <span role="columnheader">{t('list.company')}</span>}
          {header('total', t('fields.total'), 'numeric')}
          {header('status', t('fields.status'))}
          {header('uploaded', t('list.uploaded'))}
        </div>
      </div>
      <div ref={scroller} className="invoice-table-body" role="rowgroup">
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            const selected = selection?.selected.has(row.id) ?? false;
            return (
              <div
                key={row.id}
                role="row"
                aria-rowindex={item.index + 2}
                className={`${columns} invoice-table-row${selected ? ' invoice-row-selected' : ''}`}
                style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}
              >
                {selection && (
                  <span role="cell">
                    <SelectBox
                      label={t('bulk.selectRow', { number: row.number ?? row.fileName })}
                      checked={selected}
                      onToggle={(shift) => selection.onToggle(row.id, shift)}
                    />
                  </span>
                )}
                <span role="cell" className="invoice-number-cell">
                  {renderLink(row, row.number ?? t('list.noNumber'))}
                  {row.duplicateOf && <span className="badge badge-duplicate">{t('list.duplicateBadge')}</span>}
                </span>
                <span role="cell">{row.date ? formatDate(row.date, i18n.language) : '—'}</span>
                <span role="cell" className="truncate">
                  {row.supplierName ?? '—'}
                </span>
                <span role="cell">{row.supplierTaxId ?? '—'}</span>
                {companyNames && (
                  <span role="cell" className="truncate">
                    {companyNames.get(row.companyId) ?? row.companyId}
                  </span>
                )}
                <span role="cell" className="numeric">
                  {money(row.total, row.currency)}
                </span>
                <span role="cell" className="invoice-status-cell">
                  <InvoiceStatusBadge status={row.status} />
                  {typeof row.reviewedAt === 'number' && (
                    <span className="reviewed-mark" title={t('list.reviewed')}>
                      <span aria-hidden="true">✓</span>
                      <span className="visually-hidden">{t('list.reviewed')}</span>
                    </span>
                  )}
                </span>
                <span role="cell" className="muted">
                  {formatDateTime(row.createdAt, i18n.language)}
                </span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
