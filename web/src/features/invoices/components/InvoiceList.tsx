import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format/format';
import type { InvoiceRow } from '../list/invoice-row';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { useMoney } from './use-money';

interface InvoiceListProps {
  rows: readonly InvoiceRow[];
  /** Company names by id; the column shows only when the list spans several companies. */
  companyNames: Map<string, string> | null;
  /** The link that opens an invoice, around its number. */
  renderLink: (row: InvoiceRow, children: ReactNode) => ReactNode;
}

const ROW_HEIGHT = 48;

/**
 * A virtualized table: only the rows in view (and a few beyond) are in the DOM, so 20,000
 * invoices scroll as smoothly as 20. ARIA table roles keep it a table for screen readers,
 * with the row count and each row's position.
 */
export function InvoiceList({ rows, companyNames, renderLink }: InvoiceListProps) {
  const { t, i18n } = useTranslation('invoices');
  const money = useMoney();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const columns = companyNames ? 'invoice-grid invoice-grid-companies' : 'invoice-grid';

  return (
    <div className="invoice-table" role="table" aria-label={t('list.title')} aria-rowcount={rows.length + 1}>
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className={`${columns} invoice-table-head`}>
          <span role="columnheader">{t('fields.number')}</span>
          <span role="columnheader">{t('fields.date')}</span>
          <span role="columnheader">{t('fields.supplier')}</span>
          <span role="columnheader">{t('fields.taxId')}</span>
          {companyNames && <span role="columnheader">{t('list.company')}</span>}
          <span role="columnheader" className="numeric">
            {t('fields.total')}
          </span>
          <span role="columnheader">{t('fields.status')}</span>
          <span role="columnheader">{t('list.uploaded')}</span>
        </div>
      </div>
      <div ref={scroller} className="invoice-table-body" role="rowgroup">
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            return (
              <div
                key={row.id}
                role="row"
                aria-rowindex={item.index + 2}
                className={`${columns} invoice-table-row`}
                style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}
              >
                <span role="cell">{renderLink(row, row.number ?? t('list.noNumber'))}</span>
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
                <span role="cell">
                  <InvoiceStatusBadge status={row.status} />
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
