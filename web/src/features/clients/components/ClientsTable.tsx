import type { Company } from '@factoria/domain/records/company.schema';
import { Link } from '@tanstack/react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithId } from '../../../lib/firebase/converter';
import type { CompanyQuery, SortKey } from '../model/filter-companies';
import { formatNumber } from '../../../lib/format/format';
import { SavedTime } from '../../../components/ui/SavedTime';
import { StatusBadge } from './StatusBadge';

const ROW_HEIGHT = 56;
const COLUMNS: SortKey[] = ['name', 'status', 'processed', 'accurate', 'withErrors', 'corrected', 'savedSeconds'];
/** Text sorts A to Z first; counters, biggest first. */
const FIRST_DIRECTION: Record<SortKey, 'asc' | 'desc'> = {
  name: 'asc',
  status: 'asc',
  processed: 'desc',
  accurate: 'desc',
  withErrors: 'desc',
  corrected: 'desc',
  savedSeconds: 'desc',
  createdAt: 'desc',
};

interface ClientsTableProps {
  companies: WithId<Company>[];
  query: CompanyQuery;
  onSort: (sort: SortKey, direction: 'asc' | 'desc') => void;
}

/** Only the rows in view are in the DOM, so hundreds of companies scroll smoothly. */
export function ClientsTable({ companies, query, onSort }: ClientsTableProps) {
  const { t, i18n } = useTranslation('clients');
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: companies.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });

  function sortBy(key: SortKey) {
    if (query.sort === key) onSort(key, query.direction === 'asc' ? 'desc' : 'asc');
    else onSort(key, FIRST_DIRECTION[key]);
  }

  return (
    <div role="table" aria-label={t('list.label')} aria-rowcount={companies.length + 1} className="clients-table">
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className="clients-row clients-row-head">
          {COLUMNS.map((key) => (
            <div
              key={key}
              role="columnheader"
              className={key === 'name' || key === 'status' ? undefined : 'numeric'}
              aria-sort={query.sort === key ? (query.direction === 'asc' ? 'ascending' : 'descending') : undefined}
            >
              <button type="button" className="clients-sort" onClick={() => sortBy(key)}>
                {t(`columns.${key}`)}
                <span aria-hidden="true">{query.sort === key ? (query.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
              </button>
            </div>
          ))}
        </div>
      </div>
      <div ref={scroller} role="rowgroup" className="clients-scroll">
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const company = companies[item.index]!;
            return (
              <div
                key={company.id}
                role="row"
                aria-rowindex={item.index + 2}
                className="clients-row"
                style={{ position: 'absolute', top: 0, left: 0, right: 0, height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
              >
                <div role="cell" className="clients-name">
                  <Link to="/clients/$id" params={{ id: company.id }}>
                    {company.name}
                  </Link>
                  <span className="muted">{company.taxId}</span>
                </div>
                <div role="cell">
                  <StatusBadge status={company.status} />
                </div>
                {(['processed', 'accurate', 'withErrors', 'corrected'] as const).map((key) => (
                  <div role="cell" key={key} className="numeric" data-testid={`clients-${key}`}>
                    {formatNumber(company.stats[key], i18n.language)}
                  </div>
                ))}
                <div role="cell" className="numeric">
                  <SavedTime seconds={company.stats.savedSeconds} />
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
