import { useTranslation } from 'react-i18next';
import type { FileQuery, SortKey } from '../model/file-query';

interface SortHeaderProps {
  column: SortKey;
  label: string;
  query: FileQuery;
  onSort: (column: SortKey) => void;
  numeric?: boolean;
}

/** A column header that sorts the list; aria-sort tells assistive technology the order. */
export function SortHeader({ column, label, query, onSort, numeric = false }: SortHeaderProps) {
  const { t } = useTranslation('storage');
  const active = query.sort === column;
  const order = query.direction === 'asc' ? 'ascending' : 'descending';
  return (
    <th scope="col" className={numeric ? 'numeric' : undefined} aria-sort={active ? order : 'none'}>
      <button type="button" className="sort-button" onClick={() => onSort(column)} title={t('sortBy', { column: label })}>
        {label}
        <span aria-hidden="true" className="sort-mark">
          {active ? (query.direction === 'asc' ? '▲' : '▼') : ''}
        </span>
      </button>
    </th>
  );
}
