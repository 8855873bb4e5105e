import { MAX_FILES_PER_UPLOAD } from '@factoria/domain/records/batch.schema';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkFiles, type FileRejection } from '../file-checks';
import type { UploadQuota } from '../api/use-upload-quota';
import { QuotaHint } from './QuotaHint';

interface UploadDropzoneProps {
  quota: UploadQuota;
  /** Stores the accepted files in the outbox; they upload from there, online or later. */
  onAccept: (files: File[]) => Promise<void>;
}

function rejectionText(t: ReturnType<typeof useTranslation<'upload'>>['t'], rejection: FileRejection): string {
  switch (rejection.code) {
    case 'not-pdf':
      return t('rejected.not-pdf');
    case 'empty':
      return t('rejected.empty', { name: rejection.name });
    case 'too-large':
      return t('rejected.too-large', { name: rejection.name });
    case 'too-many':
      return t('rejected.too-many', { max: rejection.max });
    case 'over-quota':
      return t('rejected.over-quota', { count: rejection.remaining });
  }
}

export function UploadDropzone({ quota, onAccept }: UploadDropzoneProps) {
  const { t } = useTranslation('upload');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [rejection, setRejection] = useState<FileRejection | null>(null);
  const blocked = quota.remaining === 0;

  async function accept(fileList: FileList | null) {
    const files = Array.from(fileList ?? []);
    if (files.length === 0) return;
    const problem = checkFiles(files, quota.remaining);
    setRejection(problem);
    if (!problem) await onAccept(files);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!blocked) void accept(event.dataTransfer.files);
  }

  return (
    <section className="stack" aria-label={t('dropzone')}>
      <div
        className={`dropzone${dragging ? ' dropzone-active' : ''}${blocked ? ' dropzone-blocked' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(!blocked);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>{t('drop', { max: MAX_FILES_PER_UPLOAD })}</p>
        <div className="row">
          <button
            type="button"
            className="button button-secondary"
            disabled={blocked}
            aria-describedby={quota.near ? hintId : undefined}
            onClick={() => input.current?.click()}
          >
            {t('choose')}
          </button>
          {quota.near && <QuotaHint quota={quota} id={hintId} />}
        </div>
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
          {rejectionText(t, rejection)}
        </p>
      )}
    </section>
  );
}
