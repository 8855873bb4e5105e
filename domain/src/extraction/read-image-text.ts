/**
 * Text inside the images of a text page. Some suppliers print their name, address and tax id
 * only as a picture (a letterhead or footer pasted as an image, a logo with the CIF in it,
 * registry data turned vertical in the margin): the text layer has everything else. The image
 * regions of the page are read by OCR and their words join the page's text lines.
 * Only asked for when the text layer does not name the supplier's tax id (it costs a render
 * and an OCR pass).
 */
import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api';
import { buildLines, type PositionedWord } from './layout/build-lines';
import type { PageText, TextLine } from './layout/page-text';
import { validateTaxId } from '../tax-id/validate-any-tax-id';
import type { OcrEngine, OcrImage } from './ocr/ocr-engine';
import { loadPdfjs } from './pdf/pdf-runtime';
import { type RenderedPage, renderPage } from './pdf/render-page';
import { crop, rotate } from './read-pages';

/** A rectangle in viewport points (scale 1, top-left origin). */
export interface Region {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Pixels per point the page is rendered at for the OCR of its images. */
export const IMAGE_TEXT_SCALE = 2.6;
const MAX_REGIONS = 4;
/** Images smaller than this (points) hold no line of text worth reading. */
const MIN_SIDE = 9;
const MIN_AREA = 30 * 12;

/** Where the page paints images: each image's unit square through the current transform. */
export async function imageRegions(page: PDFPageProxy): Promise<Region[]> {
  const { OPS } = await loadPdfjs();
  const list = await page.getOperatorList();
  const viewport = page.getViewport({ scale: 1 });
  const paints = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject]);
  let ctm = [1, 0, 0, 1, 0, 0];
  const stack: number[][] = [];
  const regions: Region[] = [];
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i]!;
    const args = list.argsArray[i] as unknown[] | null;
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform && args) ctm = multiply(ctm, args as number[]);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(ctm);
      const matrix = Array.isArray(args?.[0]) ? (args[0] as number[]) : null;
      if (matrix && matrix.length === 6) ctm = multiply(ctm, matrix);
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (paints.has(fn)) {
      const corners = [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ].map(([x, y]) => {
        const px = ctm[0]! * x! + ctm[2]! * y! + ctm[4]!;
        const py = ctm[1]! * x! + ctm[3]! * y! + ctm[5]!;
        return viewport.convertToViewportPoint(px, py) as [number, number];
      });
      const xs = corners.map((c) => c[0]);
      const ys = corners.map((c) => c[1]);
      const region = {
        x0: Math.max(0, Math.min(...xs)),
        y0: Math.max(0, Math.min(...ys)),
        x1: Math.min(viewport.width, Math.max(...xs)),
        y1: Math.min(viewport.height, Math.max(...ys)),
      };
      const width = region.x1 - region.x0;
      const height = region.y1 - region.y0;
      if (width >= MIN_SIDE && height >= MIN_SIDE && width * height >= MIN_AREA) regions.push(region);
    }
  }
  return mergeOverlapping(regions);
}

function multiply(m: number[], n: number[]): number[] {
  // PDF matrices [a b c d e f]: n applied first, then m.
  return [
    n[0]! * m[0]! + n[1]! * m[2]!,
    n[0]! * m[1]! + n[1]! * m[3]!,
    n[2]! * m[0]! + n[3]! * m[2]!,
    n[2]! * m[1]! + n[3]! * m[3]!,
    n[4]! * m[0]! + n[5]! * m[2]! + m[4]!,
    n[4]! * m[1]! + n[5]! * m[3]! + m[5]!,
  ];
}

/** Tiles of one picture, or images drawn over each other, are read once. */
export function mergeOverlapping(regions: Region[]): Region[] {
  const merged: Region[] = [];
  for (const region of regions.slice().sort((a, b) => area(b) - area(a))) {
    const host = merged.find((m) => region.x0 < m.x1 && m.x0 < region.x1 && region.y0 < m.y1 && m.y0 < region.y1);
    if (host) {
      host.x0 = Math.min(host.x0, region.x0);
      host.y0 = Math.min(host.y0, region.y0);
      host.x1 = Math.max(host.x1, region.x1);
      host.y1 = Math.max(host.y1, region.y1);
    } else merged.push({ ...region });
  }
  return merged;
}

function area(r: Region): number {
  return (r.x1 - r.x0) * (r.y1 - r.y0);
}

/**
 * OCR of a page's image regions; the words that do not repeat the text layer are added to
 * `text` as lines of their own (page points; OCR word confidence kept). Returns the number of
 * words added. Stops at the deadline.
 */
export async function addImageText(
  page: PDFPageProxy,
  text: PageText,
  engine: OcrEngine,
  deadline: number,
  render: (page: PDFPageProxy) => Promise<RenderedPage> = (p) => renderPage(p, IMAGE_TEXT_SCALE),
  /** Bound of one region's OCR (a scanned page's bound: a busy machine needs it all). */
  regionTimeoutMs = 15_000,
): Promise<number> {
  const pictures = (await imageRegions(page)).sort((a, b) => area(b) - area(a)).slice(0, MAX_REGIONS);
  const margins = marginRegions(text).filter((margin) => !pictures.some((picture) => overlaps(picture, margin)));
  const regions = [...pictures, ...margins];
  if (regions.length === 0 || performance.now() > deadline) return 0;
  const image = await render(page);
  const scale = image.scale;
  const added: TextLine[] = [];
  /** How many of `added` the pictures gave. */
  let fromPictures = 0;
  let count = 0;
  for (const region of regions) {
    if (deadline - performance.now() < 500) break;
    const margin = margins.includes(region);
    // The pictures named a tax id: the margins and the letterhead band are not worth their OCR.
    if (margin && added.slice(0, fromPictures).some((line) => namesTaxId(line.text))) break;
    const pad = 3;
    const x0 = Math.max(0, Math.floor((region.x0 - pad) * scale));
    const y0 = Math.max(0, Math.floor((region.y0 - pad) * scale));
    const x1 = Math.min(image.width, Math.ceil((region.x1 + pad) * scale));
    const y1 = Math.min(image.height, Math.ceil((region.y1 + pad) * scale));
    if (x1 - x0 < 8 || y1 - y0 < 8) continue;
    const whole = crop(image, x0, y0, x1, y1);
    // What the text layer already says is blanked: its words would be dropped below anyway, and
    // OCR's time grows with the text it reads (a full-page background image holds the whole page).
    blankTextLayer(whole, text, { x0, y0, scale });
    // Only the part with ink left is read: a margin or letterhead band is mostly paper.
    const ink = inkBox(whole);
    if (!ink) continue;
    const picture = crop(whole, ink.x0, ink.y0, ink.x1, ink.y1);
    const ox = x0 + ink.x0;
    const oy = y0 + ink.y0;
    // A tall, narrow picture is text set vertically in the margin: read it turned.
    const turns = picture.height > 2.5 * picture.width ? ([90, 270] as const) : ([0] as const);
    let best: { words: PositionedWord[]; quality: number; turn: 0 | 90 | 270 } | null = null;
    for (const turn of turns) {
      const budget = deadline - performance.now();
      if (budget < 500) break;
      try {
        const output = await engine.recognize(turn === 0 ? picture : rotate(picture, turn), Math.min(regionTimeoutMs, budget));
        const quality = output.confidence * Math.log(1 + output.words.length);
        if (!best || quality > best.quality) best = { words: output.words, quality, turn };
        // Read well one way: the other way round would read nonsense.
        if (output.confidence >= 0.75 && output.words.length >= 4) break;
      } catch {
        break;
      }
    }
    if (!best) continue;
    const turn = best.turn;
    // Lines are built in the reading orientation, then their boxes placed back on the page.
    const toPage = (box: { x0: number; y0: number; x1: number; y1: number }) => {
      const placed = unrotate(box, turn, picture.width, picture.height);
      return { x0: (ox + placed.x0) / scale, y0: (oy + placed.y0) / scale, x1: (ox + placed.x1) / scale, y1: (oy + placed.y1) / scale };
    };
    // A margin holds rules and the edges of drawings as well as text: only what reads as text counts.
    if (margin && mean(best.words.map((word) => word.confidence)) < MARGIN_MIN_CONFIDENCE) continue;
    // A margin and the letterhead band share the page's corners: what one read, the other skips.
    const fresh = best.words.filter(
      (word) => !coveredByText(text.lines, toPage(word)) && !coveredByText(added, toPage(word)) && (!margin || word.confidence >= MARGIN_MIN_CONFIDENCE),
    );
    for (const line of buildLines(fresh, { ocr: true })) {
      const segments = line.segments.map((segment) => ({ ...segment, ...toPage(segment), fontSize: segment.fontSize / scale }));
      const box = toPage(line);
      added.push({ ...line, segments, ...box });
      if (!margin) fromPictures = added.length;
      count += segments.length;
    }
  }
  if (added.length === 0) return 0;
  text.lines.push(...added);
  text.lines.forEach((line, index) => (line.index = index));
  return count;
}

/** Margins narrower than this (points) hold no line of text. */
const MIN_MARGIN = 10;
/** The top share of the page that holds the letterhead. */
const HEADER_SHARE = 0.16;
/** Word confidence below which a margin's OCR is noise. */
const MARGIN_MIN_CONFIDENCE = 0.5;

function mean(values: number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * The page's side margins beyond everything its text layer holds. Many Spanish companies print
 * their registry data and CIF vertically in the margin, and some PDFs draw that text (and the
 * letterhead's name) as outlines (vector paths): no text layer holds it and no image region
 * covers it. The text layer's words are blanked first, so a margin with no other ink costs only
 * the look that finds it blank.
 */
export function marginRegions(text: PageText): Region[] {
  if (text.lines.length === 0) return [];
  const left = Math.min(...text.lines.map((line) => line.x0));
  const right = Math.max(...text.lines.map((line) => line.x1));
  const regions: Region[] = [];
  if (left - 1 >= MIN_MARGIN) regions.push({ x0: 0, y0: 0, x1: left - 1, y1: text.height });
  if (text.width - right - 1 >= MIN_MARGIN) regions.push({ x0: right + 1, y0: 0, x1: text.width, y1: text.height });
  // The letterhead: a logo drawn as outlines is often the only place that names the supplier.
  regions.push({ x0: 0, y0: 0, x1: text.width, y1: HEADER_SHARE * text.height });
  return regions;
}

function overlaps(a: Region, b: Region): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/** A run of the line that passes a tax id's checksum (Spanish or EU). */
function namesTaxId(text: string): boolean {
  const runs = text.toUpperCase().match(/[A-Z0-9](?:[\s./-]?[A-Z0-9]){7,13}/g) ?? [];
  return runs.some((run) => validateTaxId(run.replace(/[\s./-]/g, '')).valid);
}

/** Word boxes of a turned crop, back in the crop's own orientation. */
function unrotate<T extends { x0: number; y0: number; x1: number; y1: number }>(word: T, turn: 0 | 90 | 270, width: number, height: number): T {
  if (turn === 0) return word;
  // rotate(…, 90) maps (x, y) to (height - 1 - y, x); 270 maps (x, y) to (y, width - 1 - x).
  if (turn === 90) return { ...word, x0: word.y0, x1: word.y1, y0: height - word.x1, y1: height - word.x0 };
  return { ...word, x0: width - word.y1, x1: width - word.y0, y0: word.x0, y1: word.x1 };
}

function coveredByText(lines: TextLine[], word: { x0: number; y0: number; x1: number; y1: number }): boolean {
  const cx = (word.x0 + word.x1) / 2;
  const cy = (word.y0 + word.y1) / 2;
  return lines.some((line) => line.segments.some((s) => cx >= s.x0 && cx <= s.x1 && cy >= s.y0 - 1 && cy <= s.y1 + 1));
}

/**
 * Paints white over the text layer's segments inside a crop of the page rendered at `scale`
 * (crop origin x0, y0 in pixels). Returns whether anything was painted.
 */
export function blankTextLayer(picture: OcrImage, text: PageText, at: { x0: number; y0: number; scale: number }): boolean {
  let painted = false;
  for (const line of text.lines) {
    for (const segment of line.segments) {
      if (segment.confidence < 1) continue;
      const sx0 = Math.max(0, Math.floor(segment.x0 * at.scale) - at.x0);
      const sy0 = Math.max(0, Math.floor(segment.y0 * at.scale) - at.y0);
      const sx1 = Math.min(picture.width, Math.ceil(segment.x1 * at.scale) - at.x0);
      const sy1 = Math.min(picture.height, Math.ceil(segment.y1 * at.scale) - at.y0);
      if (sx1 <= sx0 || sy1 <= sy0) continue;
      for (let y = sy0; y < sy1; y++) picture.data.fill(255, (y * picture.width + sx0) * 4, (y * picture.width + sx1) * 4);
      painted = true;
    }
  }
  return painted;
}

/** Fewer dark pixels than this are specks, not a word. */
const MIN_INK_PIXELS = 30;
/** Ink thinner than this, either way, is no glyph (4 pt at the OCR's scale is about 10 pixels). */
const MIN_GLYPH_PIXELS = 8;
/** Paper kept around the ink, in pixels: OCR needs a margin around the glyphs. */
const INK_PAD = 12;

/**
 * The box of the dark pixels of a picture, padded, in its own pixels; null when it holds no more
 * than specks or a rule (everything it held was text-layer text, or it is paper).
 */
function inkBox(picture: OcrImage): { x0: number; y0: number; x1: number; y1: number } | null {
  const { width, height, data } = picture;
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  let count = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (data[i]! >= 160 && data[i + 1]! >= 160 && data[i + 2]! >= 160) continue;
      count++;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  // Specks, or a rule (a table's border running into the margin): no line of text is that thin.
  if (count < MIN_INK_PIXELS || Math.min(x1 - x0, y1 - y0) + 1 < MIN_GLYPH_PIXELS) return null;
  return { x0: Math.max(0, x0 - INK_PAD), y0: Math.max(0, y0 - INK_PAD), x1: Math.min(width, x1 + 1 + INK_PAD), y1: Math.min(height, y1 + 1 + INK_PAD) };
}
