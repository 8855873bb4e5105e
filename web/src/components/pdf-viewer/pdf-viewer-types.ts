/** What the viewer shows: a URL it may fetch (ranges, streaming) or bytes already in memory. */
export type PdfSource = { url: string } | { data: Uint8Array };

/**
 * A box to highlight on a page: `page` 1-based, `bbox` `[x0, y0, x1, y1]` normalized to 0..1
 * of the displayed page with the origin top-left (the extraction's `sources` convention).
 */
export interface PdfHighlight {
  page: number;
  bbox: readonly [number, number, number, number];
}

export type ViewMode = 'continuous' | 'single';
