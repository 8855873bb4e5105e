import { documentTypeOf } from '@factoria/domain/records/storage-file.schema';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useFileBytes } from '../api/use-file-bytes';
import type { StoredFile } from '../model/file-query';

// react-pdf loads only when a PDF is previewed.
const PdfViewer = lazy(() => import('../../../components/pdf-viewer/PdfViewer').then((module) => ({ default: module.PdfViewer })));

interface FilePreviewDialogProps {
  file: StoredFile;
  onClose: () => void;
  onDownload: (file: StoredFile) => void;
}

function previewKind(file: StoredFile): 'pdf' | 'image' | null {
  if (file.contentType === 'application/pdf') return 'pdf';
  return documentTypeOf(file.storagePath)?.preview === 'image' ? 'image' : null;
}

/** A modal preview: the PDF viewer for PDFs, the picture for images, a download otherwise. */
export function FilePreviewDialog({ file, onClose, onDownload }: FilePreviewDialogProps) {
  const { t } = useTranslation('storage');
  const dialog = useRef<HTMLDialogElement>(null);
  const kind = previewKind(file);
  const content = useFileBytes(kind ? file.storagePath : null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog ref={dialog} className="storage-preview" aria-label={t('preview.title', { name: file.name })} onClose={onClose}>
      <header className="storage-preview-header">
        <h2>{file.name}</h2>
        <div className="row">
          <Button variant="secondary" onClick={() => onDownload(file)}>
            {t('actions.download')}
          </Button>
          <Button variant="ghost" onClick={() => dialog.current?.close()}>
            {t('preview.close')}
          </Button>
        </div>
      </header>
      <div className="storage-preview-body">
        {!kind && <p>{t('preview.none')}</p>}
        {kind && content.status === 'loading' && <p role="status">{t('preview.loading')}</p>}
        {kind && content.status === 'error' && (
          <p className="form-error" role="alert">
            {t('preview.failed')}
          </p>
        )}
        {kind === 'image' && content.status === 'ready' && <img src={content.url} alt={file.name} className="storage-preview-image" />}
        {kind === 'pdf' && content.status === 'ready' && (
          <Suspense fallback={<p role="status">{t('preview.loading')}</p>}>
            <PdfViewer source={content.source} title={file.name} />
          </Suspense>
        )}
      </div>
    </dialog>
  );
}
