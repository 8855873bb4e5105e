/**
 * The app's PDF viewer (invoice screens, storage previews):
 *
 *   <PdfViewer source={{ url }} highlights={[{ page: 1, bbox: [0.1, 0.2, 0.3, 0.25] }]} title="F-2025/001" />
 *
 * - `source`: `{ url }` (pdf.js fetches it, with range requests) or `{ data: Uint8Array }`.
 *   Memoize it: a new object is a new document.
 * - `highlights` (optional): boxes to outline (the extraction's `sources` convention: page
 *   1-based, bbox normalized 0..1, origin top-left). When they change, the viewer brings the
 *   first one into view.
 * - `title` (optional): the accessible name of the document region.
 *
 * It offers the spec's 31 zoom steps from 0.1 to 10 and fit width, continuous scroll and
 * single-page modes, full screen, keyboard shortcuts (listed in its toolbar), renders pages 3
 * beyond the visible range, asks for the password of a protected file (and again when it is
 * wrong), and says "Cannot load document" with the load error otherwise.
 *
 * The pdf.js worker and its data files are bundled with the app, never fetched from a CDN.
 * Load this module lazily (`lazy(() => import(...))`) so react-pdf stays out of route chunks
 * that do not show a document.
 */
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useState } from 'react';
import 'react-pdf/dist/Page/TextLayer.css';
import { pdfjs } from 'react-pdf';
import { PdfDocumentView } from './PdfDocumentView';
import type { PdfHighlight, PdfSource } from './pdf-viewer-types';
import './pdf-viewer.css';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

export type { PdfHighlight, PdfSource } from './pdf-viewer-types';

export interface PdfViewerProps {
  source: PdfSource;
  highlights?: readonly PdfHighlight[];
  title?: string;
}

const NO_HIGHLIGHTS: readonly PdfHighlight[] = [];

export function PdfViewer({ source, highlights = NO_HIGHLIGHTS, title }: PdfViewerProps) {
  // A retry after a load error starts over with a fresh document task.
  const [attempt, setAttempt] = useState(0);
  return (
    <PdfDocumentView
      key={`${sourceKey(source)}#${attempt}`}
      source={source}
      highlights={highlights}
      title={title}
      onRetry={() => setAttempt((count) => count + 1)}
    />
  );
}

const dataKeys = new WeakMap<Uint8Array, number>();
let nextDataKey = 0;

function sourceKey(source: PdfSource): string {
  if ('url' in source) return `url:${source.url}`;
  let key = dataKeys.get(source.data);
  if (key === undefined) {
    key = nextDataKey++;
    dataKeys.set(source.data, key);
  }
  return `data:${key}`;
}
