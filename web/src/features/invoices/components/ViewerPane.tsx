import type { SourceBox } from '@factoria/domain/invoice/invoice.schema';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvoicePdfUrl } from '../api/use-invoice-pdf';

// react-pdf and pdf.js load with the first invoice shown, never with the list.
const PdfViewer = lazy(() => import('../../../components/pdf-viewer/PdfViewer').then((module) => ({ default: module.PdfViewer })));

interface ViewerPaneProps {
  storagePath: string;
  title: string;
  /** Where the focused field was read, if the extraction knows. */
  source: SourceBox | undefined;
}

export function ViewerPane({ storagePath, title, source }: ViewerPaneProps) {
  const { t } = useTranslation('invoices');
  const { status, data: url } = useInvoicePdfUrl(storagePath);
  const pdf = useMemo(() => (url ? { url } : null), [url]);
  const highlights = useMemo(() => (source ? [{ page: source.page, bbox: source.bbox }] : []), [source]);
  if (status === 'error') {
    return (
      <div className="viewer-pane pdf-viewer-message" role="alert">
        <p className="pdf-viewer-error">{t('viewer.unavailable')}</p>
      </div>
    );
  }
  return (
    <div className="viewer-pane">
      {pdf ? (
        <Suspense fallback={<p className="muted">{t('viewer.loading')}</p>}>
          <PdfViewer source={pdf} highlights={highlights} title={title} />
        </Suspense>
      ) : (
        <p className="muted">{t('viewer.loading')}</p>
      )}
    </div>
  );
}
