/**
 * The text of a page as the field finders see it, whatever produced it (PDF text layer or
 * OCR): segments (runs of words without a wide gap) grouped into lines, with boxes in
 * page units (PDF points for the text layer, pixels for OCR), origin top-left, as displayed.
 */
export interface TextSegment {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Glyph height, used to tell titles and totals from body text. */
  fontSize: number;
  /** 0..1: 1 for the text layer, tesseract's word confidence for OCR. */
  confidence: number;
}

export interface TextLine {
  segments: TextSegment[];
  /** Segments joined with single spaces (two spaces across a wide gap). */
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Index of the line on its page, top to bottom. */
  index: number;
}

export interface PageText {
  /** 1-based page number. */
  page: number;
  width: number;
  height: number;
  lines: TextLine[];
  source: 'text' | 'ocr';
}

export interface Box {
  page: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export function segmentBox(page: PageText, segment: TextSegment): Box {
  return { page: page.page, x0: segment.x0, y0: segment.y0, x1: segment.x1, y1: segment.y1 };
}

export function unionBox(a: Box, b: Box): Box {
  if (a.page !== b.page) return a;
  return { page: a.page, x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) };
}

/** Box normalized to 0..1 of the page, as ExtractionResult.sources carries it. */
export function normalizeBox(box: Box, pages: readonly PageText[]): { page: number; bbox: [number, number, number, number] } {
  const page = pages.find((p) => p.page === box.page);
  const w = page?.width || 1;
  const h = page?.height || 1;
  const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 10000) / 10000));
  return { page: box.page, bbox: [clamp(box.x0 / w), clamp(box.y0 / h), clamp(box.x1 / w), clamp(box.y1 / h)] };
}
