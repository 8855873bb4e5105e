import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Document, PasswordResponses } from 'react-pdf';
import { PageSlot } from './PageSlot';
import { LoadMessage, type LoadState } from './LoadMessage';
import { clampPage, pagesToRender } from './page-window';
import { documentOptions } from './pdf-assets';
import type { PdfHighlight, PdfSource, ViewMode } from './pdf-viewer-types';
import { useElementWidth } from './use-element-width';
import { useFullscreen } from './use-fullscreen';
import { useVisiblePages } from './use-visible-pages';
import { ViewerToolbar } from './ViewerToolbar';
import { isTypingTarget, shortcutFor, type ViewerAction } from './viewer-shortcuts';
import { DEFAULT_ZOOM_INDEX, fitWidthScale, ZOOM_STEPS, zoomIn, zoomOut, type Zoom } from './zoom';

interface PageSize {
  width: number;
  height: number;
}

/** Pixels of padding around the pages inside the scroll area (see pdf-viewer.css). */
const PAGE_GUTTER = 32;

interface PdfDocumentViewProps {
  source: PdfSource;
  highlights: readonly PdfHighlight[];
  title: string | undefined;
  onRetry: () => void;
}

export function PdfDocumentView({ source, highlights, title, onRetry }: PdfDocumentViewProps) {
  const { t } = useTranslation('viewer');
  const rootRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const passwordCallback = useRef<((password: string) => void) | null>(null);
  const anchor = useRef<{ page: number; fraction: number } | null>(null);
  const pendingPage = useRef<number | null>(null);
  const shownHighlight = useRef('');
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const [sizes, setSizes] = useState<PageSize[]>([]);
  const [zoom, setZoom] = useState<Zoom>({ kind: 'fit-width' });
  const [mode, setMode] = useState<ViewMode>('continuous');
  const [singlePage, setSinglePage] = useState(1);
  const width = useElementWidth(scrollRef);
  const fullscreen = useFullscreen(rootRef);
  const pageCount = sizes.length;
  const visible = useVisiblePages(scrollRef, `${mode}:${pageCount}`);
  const page = mode === 'single' ? singlePage : (visible.main ?? 1);
  // pdf.js hands `data` buffers over to its worker; give it a copy so the caller's stays usable.
  const file = useMemo(() => ('data' in source ? { data: source.data.slice() } : source), [source]);

  const referenceWidth = mode === 'single' ? (sizes[singlePage - 1]?.width ?? 0) : Math.max(0, ...sizes.map((size) => size.width));
  const scale = zoom.kind === 'fit-width' ? fitWidthScale(width - PAGE_GUTTER, referenceWidth) : ZOOM_STEPS[zoom.index]!;

  const slot = (n: number) => scrollRef.current?.querySelector<HTMLElement>(`[data-page="${n}"]`) ?? null;

  function goToPage(target: number) {
    const n = clampPage(target, pageCount);
    if (mode === 'single') return setSinglePage(n);
    const element = slot(n);
    if (element && scrollRef.current) scrollRef.current.scrollTop = element.offsetTop - PAGE_GUTTER / 2;
  }

  function run(action: ViewerAction) {
    if (action === 'zoom-in') setZoom({ kind: 'step', index: zoomIn(scale) });
    else if (action === 'zoom-out') setZoom({ kind: 'step', index: zoomOut(scale) });
    else if (action === 'zoom-reset') setZoom({ kind: 'step', index: DEFAULT_ZOOM_INDEX });
    else if (action === 'fit-width') setZoom({ kind: 'fit-width' });
    else if (action === 'full-screen') fullscreen.toggle();
    else if (action === 'toggle-mode') {
      if (mode === 'continuous') setSinglePage(page);
      else pendingPage.current = singlePage;
      setMode(mode === 'continuous' ? 'single' : 'continuous');
    } else if (action === 'next-page') goToPage(page + 1);
    else if (action === 'previous-page') goToPage(page - 1);
    else if (action === 'first-page') goToPage(1);
    else goToPage(pageCount);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (load.kind !== 'ready' || isTypingTarget(event.target)) return;
    const action = shortcutFor(event);
    // In continuous mode the arrows keep scrolling a zoomed page sideways.
    if (!action || (mode === 'continuous' && event.key.startsWith('Arrow'))) return;
    event.preventDefault();
    run(action);
  }

  function onScroll() {
    const element = slot(page);
    const container = scrollRef.current;
    if (!element || !container || mode !== 'continuous') return;
    anchor.current = { page, fraction: (container.scrollTop - element.offsetTop) / element.offsetHeight };
  }

  // Zooming keeps the same spot of the current page in view; switching back to continuous
  // mode returns to the page that was shown alone.
  useLayoutEffect(() => {
    const container = scrollRef.current;
    if (!container || mode !== 'continuous') return;
    const target = pendingPage.current ?? anchor.current?.page;
    const element = target ? container.querySelector<HTMLElement>(`[data-page="${target}"]`) : null;
    if (!element) return;
    const fraction = pendingPage.current ? 0 : (anchor.current?.fraction ?? 0);
    container.scrollTop = element.offsetTop + fraction * element.offsetHeight - (pendingPage.current ? PAGE_GUTTER / 2 : 0);
    pendingPage.current = null;
  }, [scale, mode]);

  // A new highlight (the user picked another field) is brought into view once.
  const highlightKey = JSON.stringify(highlights);
  useEffect(() => {
    const first = highlights[0];
    if (load.kind !== 'ready' || !first || highlightKey === shownHighlight.current) return;
    shownHighlight.current = highlightKey;
    if (mode === 'single') return setSinglePage(clampPage(first.page, pageCount));
    const container = scrollRef.current;
    const element = container?.querySelector<HTMLElement>(`[data-page="${clampPage(first.page, pageCount)}"]`);
    if (!container || !element) return;
    const [x0, y0] = first.bbox;
    container.scrollTop = element.offsetTop + y0 * element.offsetHeight - container.clientHeight / 3;
    container.scrollLeft = element.offsetLeft + x0 * element.offsetWidth - container.clientWidth / 3;
  }, [highlightKey, highlights, load.kind, mode, pageCount]);

  async function onLoadSuccess(pdf: PDFDocumentProxy) {
    const pages = await Promise.all(Array.from({ length: pdf.numPages }, (_, index) => pdf.getPage(index + 1)));
    setSizes(pages.map((pdfPage) => pdfPage.getViewport({ scale: 1 })).map(({ width: w, height: h }) => ({ width: w, height: h })));
    setLoad({ kind: 'ready' });
  }

  function onPassword(callback: (password: string) => void, reason: number) {
    passwordCallback.current = callback;
    setLoad({ kind: 'password', retry: reason === PasswordResponses.INCORRECT_PASSWORD });
  }

  const onLoadError = (error: Error) => setLoad({ kind: 'error', message: error.message || null });
  const rendered = mode === 'single' ? new Set([singlePage]) : pagesToRender(visible.pages, pageCount);
  const shownPages = mode === 'single' ? [singlePage] : Array.from({ length: pageCount }, (_, index) => index + 1);

  return (
    <div ref={rootRef} className="pdf-viewer" onKeyDown={onKeyDown}>
      {load.kind === 'ready' && (
        <ViewerToolbar
          page={page}
          pageCount={pageCount}
          zoom={zoom}
          scale={scale}
          mode={mode}
          fullscreen={fullscreen.active}
          onAction={run}
          onPage={goToPage}
          onZoom={setZoom}
        />
      )}
      <div ref={scrollRef} className="pdf-viewer-pages" role="region" aria-label={title ?? t('region')} tabIndex={0} onScroll={onScroll}>
        <LoadMessage
          load={load}
          onRetry={onRetry}
          onChange={setLoad}
          onPassword={(password) => {
            setLoad({ kind: 'loading' });
            passwordCallback.current?.(password);
          }}
        />
        {load.kind !== 'error' && (
          <Document
            file={file}
            options={documentOptions}
            suspense={false}
            loading={null}
            error={null}
            noData={null}
            onLoadSuccess={(pdf) => void onLoadSuccess(pdf)}
            onLoadError={onLoadError}
            onSourceError={onLoadError}
            onPassword={onPassword}
          >
            {load.kind === 'ready' &&
              shownPages.map((n) => (
                <PageSlot
                  key={n}
                  page={n}
                  size={sizes[n - 1]!}
                  scale={scale}
                  render={rendered.has(n)}
                  highlights={highlights.filter((highlight) => highlight.page === n)}
                />
              ))}
          </Document>
        )}
      </div>
    </div>
  );
}
