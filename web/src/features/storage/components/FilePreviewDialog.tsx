import { documentTypeOf } from '@factoria/domain/records/storage-file.schema';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
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

/**
 * A modal preview: the PDF viewer for PDFs, the picture for images, a download otherwise. It is
 * open for as long as it is mounted; the shared Dialog opens it without an unmount cleanup that
 * would close it (React's StrictMode mounts twice, and a close there closed the preview at once).
 */
export function FilePreviewDialog({ file, onClose, onDownload }: FilePreviewDialogProps) {
  const { t } = useTranslation('storage');
  const titleId = useId();
  const kind = previewKind(file);
  const content = useFileBytes(kind ? file.storagePath : null);

  return (
    <Dialog open onClose={onClose} labelledBy={titleId} className="storage-preview">
      <header className="storage-preview-header">
        <h2>
          <span id={titleId} className="visually-hidden">
            {t('preview.title', { name: file.name })}
          </span>
          <span aria-hidden="true">{file.name}</span>
        </h2>
        <div className="row">
          <Button variant="secondary" onClick={() => onDownload(file)}>
            {t('actions.download')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
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
    </Dialog>
  );
}
