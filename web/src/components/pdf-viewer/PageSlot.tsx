import { useTranslation } from 'react-i18next';
import { Page } from 'react-pdf';
import type { PdfHighlight } from './pdf-viewer-types';

interface PageSlotProps {
  page: number;
  /** Page size in PDF points at scale 1, as displayed (after its rotation). */
  size: { width: number; height: number };
  scale: number;
  render: boolean;
  highlights: readonly PdfHighlight[];
}

/** Canvas pixels per page at most: very high zoom lowers the resolution instead of failing. */
const MAX_CANVAS_PIXELS = 32_000_000;

/**
 * One page's place in the viewer. Its size is known before it renders, so scrolling and the
 * page count stay right while far pages are not rendered at all.
 */
export function PageSlot({ page, size, scale, render, highlights }: PageSlotProps) {
  const { t } = useTranslation('viewer');
  const width = Math.round(size.width * scale);
  const height = Math.round(size.height * scale);
  const ratio = Math.max(0.5, Math.min(window.devicePixelRatio || 1, Math.sqrt(MAX_CANVAS_PIXELS / Math.max(1, width * height))));
  return (
    <div className="pdf-page-slot" data-page={page} style={{ width, height }} aria-label={t('pageLabel', { page })} role="group">
      {render && (
        <Page
          pageNumber={page}
          scale={scale}
          devicePixelRatio={ratio}
          renderAnnotationLayer={false}
          loading={<span className="visually-hidden">{t('loading')}</span>}
        />
      )}
      {highlights.map(({ bbox: [x0, y0, x1, y1] }, index) => (
        <div
          key={index}
          className="pdf-highlight"
          data-testid="pdf-highlight"
          style={{ left: `${x0 * 100}%`, top: `${y0 * 100}%`, width: `${(x1 - x0) * 100}%`, height: `${(y1 - y0) * 100}%` }}
        />
      ))}
    </div>
  );
}
