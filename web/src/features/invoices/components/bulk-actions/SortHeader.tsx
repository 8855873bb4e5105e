import { useTranslation } from 'react-i18next';
import type { ListSort, SortKey } from '../../list/sort-invoices';

interface SortHeaderProps {
  column: SortKey;
  label: string;
  sort: ListSort;
  onSort: (key: SortKey) => void;
  className?: string;
}

/**
 * A column header that sorts the list: a button (keyboard: Tab, Enter or Space) inside the
 * columnheader, which carries aria-sort only on the sorted column, as the ARIA practices ask.
 */
export function SortHeader({ column, label, sort, onSort, className }: SortHeaderProps) {
  const { t } = useTranslation('invoices');
  const active = sort.key === column;
  const ariaSort = active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <span role="columnheader" aria-sort={ariaSort} className={className}>
      <button type="button" className="sort-header" onClick={() => onSort(column)} title={t('bulk.sortBy', { column: label })}>
        {label}
        <span aria-hidden="true" className={active ? 'sort-arrow sort-arrow-active' : 'sort-arrow'}>
          {active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </span>
  );
}
