import { daysRemaining } from '@factoria/domain/records/storage-file.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format';
import { formatSize } from '../model/file-format';
import type { FileQuery, SortKey, StoredFile } from '../model/file-query';
import { SortHeader } from './SortHeader';

interface FileTableProps {
  files: StoredFile[];
  mode: 'live' | 'deleted';
  companyNames: ReadonlyMap<string, string>;
  query: FileQuery;
  onSort: (column: SortKey) => void;
  /** The action buttons of one row. */
  actions: (file: StoredFile) => ReactNode;
  now: number;
}

/** The storage list: name, company, type, origin, size and date, sortable by each column. */
export function FileTable({ files, mode, companyNames, query, onSort, actions, now }: FileTableProps) {
  const { t, i18n } = useTranslation('storage');
  const header = (column: SortKey, numeric = false) => (
    <SortHeader column={column} label={t(`columns.${column}`)} query={query} onSort={onSort} numeric={numeric} />
  );
  return (
    <div className="table-scroll">
      <table className="table storage-table" aria-label={t(mode === 'live' ? 'list.files' : 'list.deleted')}>
        <thead>
          <tr>
            {header('name')}
            {header('company')}
            {header('kind')}
            {header('origin')}
            {header('size', true)}
            {mode === 'live' ? header('uploadedAt') : header('deletedAt')}
            {mode === 'deleted' && <th scope="col">{t('columns.remaining')}</th>}
            <th scope="col">{t('columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <tr key={file.id}>
              <th scope="row" className="file-name">
                {file.name}
              </th>
              <td>{file.companyId ? (companyNames.get(file.companyId) ?? file.companyId) : t('noCompany')}</td>
              <td>{t(`kind.${file.kind}`)}</td>
              <td>{t(`origin.${file.origin}`)}</td>
              <td className="numeric">{formatSize(file.size, i18n.language)}</td>
              <td>{formatDateTime(mode === 'live' ? file.uploadedAt : (file.deletedAt ?? now), i18n.language)}</td>
              {mode === 'deleted' && (
                <td>
                  <span className="badge badge-days">{t('deleted.daysLeft', { count: daysRemaining(file.deletedAt ?? now, now) })}</span>
                </td>
              )}
              <td>
                <div className="row-actions">{actions(file)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
