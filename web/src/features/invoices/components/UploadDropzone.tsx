import { MAX_FILES_PER_UPLOAD } from '@factoria/domain/records/batch.schema';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkFiles, uploadInvoices, type FileRejection, type UploadProgress, type UploadTarget } from '../api/upload-invoices';

export function UploadDropzone({ target }: { target: UploadTarget }) {
  const { t } = useTranslation('invoices');
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejection, setRejection] = useState<FileRejection | null>(null);
  const [progress, setProgress] = useState<UploadProgress[]>([]);
  const [status, setStatus] = useState<'idle' | 'uploading' | 'done' | 'failed'>('idle');

  async function accept(fileList: FileList | null) {
    const files = Array.from(fileList ?? []);
    if (files.length === 0) return;
    const problem = checkFiles(files);
    setRejection(problem);
    if (problem) return;
    setStatus('uploading');
    try {
      await uploadInvoices(target, files, setProgress);
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

  const loaded = progress.reduce((sum, item) => sum + item.loaded, 0);
  const total = progress.reduce((sum, item) => sum + item.total, 0);

  return (
    <section className="stack" aria-label={t('upload.title')}>
      <div
        className={`dropzone${dragging ? ' dropzone-active' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>{t('upload.drop', { max: MAX_FILES_PER_UPLOAD })}</p>
        <button type="button" className="button button-secondary" onClick={() => input.current?.click()}>
          {t('upload.choose')}
        </button>
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          multiple
          hidden
          data-testid="invoice-file-input"
          onChange={(event) => {
            void accept(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      {rejection && (
        <p className="form-error" role="alert">
          {t(`upload.rejected.${rejection}`, { max: MAX_FILES_PER_UPLOAD })}
        </p>
      )}
      {status === 'uploading' && total > 0 && (
        <progress max={total} value={loaded} aria-label={t('upload.progress')} />
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
