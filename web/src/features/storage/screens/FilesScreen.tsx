import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { type FileScope, useStorageFiles } from '../api/use-storage-files';
import { useStorageCompanies } from '../api/use-storage-companies';
import { ActionStatus } from '../components/ActionStatus';
import { DocumentUpload } from '../components/DocumentUpload';
import { FileFilters } from '../components/FileFilters';
import { FilePreviewDialog } from '../components/FilePreviewDialog';
import { FileTable } from '../components/FileTable';
import { useFileActions } from '../components/use-file-actions';
import { type FileQuery, type SortKey, type StoredFile, visibleFiles } from '../model/file-query';
import { type StorageUser, useStorageUser } from '../model/use-storage-user';
import { ListFooter, nextSort, PAGE_SIZE } from './list-parts';

interface FilesScreenProps {
  scope: FileScope;
  query: FileQuery;
  onQueryChange: (change: Partial<FileQuery>) => void;
}

export function FilesScreen(props: FilesScreenProps) {
  const user = useStorageUser();
  return user ? <Files {...props} user={user} /> : null;
}

function Files({ scope, query, onQueryChange, user }: FilesScreenProps & { user: StorageUser }) {
  const { t } = useTranslation('storage');
  const companies = useStorageCompanies(user.accountId, user.clientCompanyId);
  const companyNames = useMemo(() => new Map(companies.map((company) => [company.id, company.name])), [companies]);
  const [max, setMax] = useState(PAGE_SIZE);
  const files = useStorageFiles({ ...user, company: user.clientCompanyId ? '' : query.company, max, scope });
  const visible = useMemo(() => visibleFiles(files.data, query, companyNames), [files.data, query, companyNames]);
  const actions = useFileActions();
  const [previewing, setPreviewing] = useState<StoredFile | null>(null);

  const rowActions = (file: StoredFile) => (
    <>
      <Button variant="ghost" onClick={() => setPreviewing(file)} aria-label={t('actions.previewOf', { name: file.name })}>
        {t('actions.preview')}
      </Button>
      <Button variant="ghost" onClick={() => void actions.download(file)} aria-label={t('actions.downloadOf', { name: file.name })}>
        {t('actions.download')}
      </Button>
      {user.canManage && (
        <Button
          variant="ghost"
          className="danger-text"
          busy={actions.busyId === file.id}
          onClick={() => void actions.remove(file)}
          aria-label={t('actions.deleteOf', { name: file.name })}
        >
          {t('actions.delete')}
        </Button>
      )}
    </>
  );

  return (
    <div className="stack">
      {scope === 'document' && <DocumentUpload user={user} companies={companies} />}
      <FileFilters query={query} onQueryChange={onQueryChange} companies={companies} showCompanyFilter={!user.clientCompanyId} />
      <ActionStatus message={actions.message} />
      {files.status === 'error' ? (
        <p className="form-error" role="alert">
          {t('list.loadFailed')}
        </p>
      ) : (
        <FileTable
          files={visible}
          mode="live"
          companyNames={companyNames}
          query={query}
          onSort={(column: SortKey) => onQueryChange(nextSort(query, column))}
          actions={rowActions}
          now={Date.now()}
        />
      )}
      <ListFooter loading={files.status === 'loading'} total={files.data.length} shown={visible.length} max={max} onMore={() => setMax(max + PAGE_SIZE)} empty="list.empty" />
      {previewing && <FilePreviewDialog file={previewing} onClose={() => setPreviewing(null)} onDownload={(file) => void actions.download(file)} />}
    </div>
  );
}
