/** The spec renders pages 3 beyond the visible range, so scrolling never shows a blank page. */
export const RENDER_BEYOND_VISIBLE = 3;

/**
 * Pages (1-based) to render for the visible pages: the visible range widened by
 * RENDER_BEYOND_VISIBLE on both sides, clamped to the document. Nothing visible yet (first
 * layout) renders from the first page.
 */
export function pagesToRender(visible: readonly number[], pageCount: number): Set<number> {
  const pages = new Set<number>();
  if (pageCount <= 0) return pages;
  const first = visible.length ? Math.min(...visible) : 1;
  const last = visible.length ? Math.max(...visible) : 1;
  const from = Math.max(1, first - RENDER_BEYOND_VISIBLE);
  const to = Math.min(pageCount, last + RENDER_BEYOND_VISIBLE);
  for (let page = from; page <= to; page++) pages.add(page);
  return pages;
}

export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(1, Math.round(page)), Math.max(1, pageCount));
}
