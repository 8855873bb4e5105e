import { TRASH_RETENTION_DAYS } from '@factoria/domain/records/storage-file.schema';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useDeletedFiles } from '../api/use-storage-files';
import { useStorageCompanies } from '../api/use-storage-companies';
import { ActionStatus } from '../components/ActionStatus';
import { FileFilters } from '../components/FileFilters';
import { FileTable } from '../components/FileTable';
import { useFileActions } from '../components/use-file-actions';
import { type FileQuery, type StoredFile, visibleFiles } from '../model/file-query';
import { type StorageUser, useStorageUser } from '../model/use-storage-user';
import { ListFooter, nextSort, PAGE_SIZE } from './list-parts';

interface DeletedFilesScreenProps {
  query: FileQuery;
  onQueryChange: (change: Partial<FileQuery>) => void;
}

/** The trash: what was deleted, how many days each file can still be restored, and restore. */
export function DeletedFilesScreen(props: DeletedFilesScreenProps) {
  const { t } = useTranslation('storage');
  const user = useStorageUser();
  if (!user) return null;
  if (!user.canManage) return <p className="notice">{t('deleted.clientOnly')}</p>;
  return <DeletedFiles {...props} user={user} />;
}

function DeletedFiles({ query, onQueryChange, user }: DeletedFilesScreenProps & { user: StorageUser }) {
  const { t } = useTranslation('storage');
  const companies = useStorageCompanies(user.accountId, null);
  const companyNames = useMemo(() => new Map(companies.map((company) => [company.id, company.name])), [companies]);
  const [max, setMax] = useState(PAGE_SIZE);
  const files = useDeletedFiles({ ...user, company: query.company, max });
  const visible = useMemo(() => visibleFiles(files.data, query, companyNames), [files.data, query, companyNames]);
  const actions = useFileActions();

  const rowActions = (file: StoredFile) => (
    <Button
      variant="secondary"
      busy={actions.busyId === file.id}
      onClick={() => void actions.restore(file)}
      aria-label={t('actions.restoreOf', { name: file.name })}
    >
      {t('actions.restore')}
    </Button>
  );

  return (
    <div className="stack">
      <p className="muted">{t('deleted.intro', { days: TRASH_RETENTION_DAYS })}</p>
      <FileFilters query={query} onQueryChange={onQueryChange} companies={companies} showCompanyFilter />
      <ActionStatus message={actions.message} />
      {files.status === 'error' ? (
        <p className="form-error" role="alert">
          {t('list.loadFailed')}
        </p>
      ) : (
        <FileTable
          files={visible}
          mode="deleted"
          companyNames={companyNames}
          query={query}
          onSort={(column) => onQueryChange(nextSort(query, column))}
          actions={rowActions}
          now={Date.now()}
        />
      )}
      <ListFooter loading={files.status === 'loading'} total={files.data.length} shown={visible.length} max={max} onMore={() => setMax(max + PAGE_SIZE)} empty="list.emptyDeleted" />
    </div>
  );
}
