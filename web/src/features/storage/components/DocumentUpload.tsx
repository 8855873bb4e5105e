import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_UPLOAD } from '@factoria/domain/records/storage-file.schema';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import type { CompanyOption } from '../api/use-storage-companies';
import { type CheckedFile, checkFiles, uploadDocument } from '../api/upload-documents';
import { formatSize } from '../model/file-format';
import type { StorageUser } from '../model/use-storage-user';
import { DOCUMENT_ACCEPT } from './document-accept';

interface DocumentUploadProps {
  user: StorageUser;
  companies: CompanyOption[];
}

type Status = 'idle' | 'uploading' | 'done' | 'failed';

/** Upload of other documents, for the agency itself or one company (a client: its own). */
export function DocumentUpload({ user, companies }: DocumentUploadProps) {
  const { t, i18n } = useTranslation('storage');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [companyId, setCompanyId] = useState(user.clientCompanyId ?? '');
  const [dragging, setDragging] = useState(false);
  const [rejected, setRejected] = useState<CheckedFile[]>([]);
  const [tooMany, setTooMany] = useState(false);
  const [progress, setProgress] = useState({ loaded: 0, total: 0 });
  const [status, setStatus] = useState<Status>('idle');
  const maxSize = formatSize(MAX_DOCUMENT_BYTES, i18n.language);

  async function accept(list: FileList | null) {
    const files = Array.from(list ?? []);
    if (files.length === 0) return;
    setTooMany(files.length > MAX_DOCUMENTS_PER_UPLOAD);
    if (files.length > MAX_DOCUMENTS_PER_UPLOAD) return;
    const checked = await checkFiles(files);
    setRejected(checked.filter((item) => item.rejection));
    const accepted = checked.filter((item) => !item.rejection).map((item) => item.file);
    if (accepted.length === 0) return setStatus('idle');
    const loaded = accepted.map(() => 0);
    const total = accepted.reduce((sum, file) => sum + file.size, 0);
    setProgress({ loaded: 0, total });
    setStatus('uploading');
    const target = { accountId: user.accountId, uid: user.uid, companyId: companyId || null };
    try {
      await Promise.all(
        accepted.map((file, index) =>
          uploadDocument(target, file, (bytes) => {
            loaded[index] = bytes;
            setProgress({ loaded: loaded.reduce((sum, value) => sum + value, 0), total });
          }),
        ),
      );
      setStatus('done');
    } catch {
      setStatus('failed');
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void accept(event.dataTransfer.files);
  }

  return (
    <section className="stack storage-upload" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('upload.title')}</h2>
      {!user.clientCompanyId && (
        <div className="field storage-upload-for">
          <label htmlFor={`${id}-for`}>{t('upload.for')}</label>
          <select id={`${id}-for`} value={companyId} onChange={(event) => setCompanyId(event.target.value)}>
            <option value="">{t('filters.agency')}</option>
            {companies.map((company) => (
              <option key={company.id} value={company.id}>
                {company.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div
        className={`dropzone${dragging ? ' dropzone-active' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>{t('upload.drop', { max: MAX_DOCUMENTS_PER_UPLOAD, size: maxSize })}</p>
        <Button variant="secondary" onClick={() => input.current?.click()} busy={status === 'uploading'}>
          {t('upload.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={DOCUMENT_ACCEPT}
          multiple
          hidden
          data-testid="document-file-input"
          onChange={(event) => {
            void accept(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      {tooMany && (
        <p className="form-error" role="alert">
          {t('upload.tooMany', { max: MAX_DOCUMENTS_PER_UPLOAD })}
        </p>
      )}
      {rejected.length > 0 && (
        <div className="form-error" role="alert">
          <p>{t('upload.rejectedTitle')}</p>
          <ul>
            {rejected.map(({ file, rejection }) => (
              <li key={file.name}>{t(`errors.${rejection ?? 'storage/unknown'}`, { name: file.name, size: maxSize })}</li>
            ))}
          </ul>
        </div>
      )}
      {status === 'uploading' && progress.total > 0 && (
        <progress max={progress.total} value={progress.loaded} aria-label={t('upload.progress')} />
      )}
      {status === 'done' && <p role="status">{t('upload.done')}</p>}
      {status === 'failed' && (
        <p className="form-error" role="alert">
          {t('upload.failed')}
        </p>
      )}
    </section>
  );
}
