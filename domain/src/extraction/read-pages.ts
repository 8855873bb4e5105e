/**
 * Turns a PDF into page text: the text layer where there is one, OCR where there is not,
 * plus any VeriFactu / TicketBAI QR codes found on the rendered pages.
 */
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api';
import type { Issue } from '../invoice/invoice.schema';
import { type InvoiceQr, parseInvoiceQr } from '../qr/parse-invoice-qr';
import { buildLines, type PositionedWord } from './layout/build-lines';
import type { Box, PageText } from './layout/page-text';
import { OcrTimeoutError, type OcrEngine, type OcrImage } from './ocr/ocr-engine';
import { readPageText, textQuality } from './pdf/pdf-page-text';
import { loadPdfjs } from './pdf/pdf-runtime';
import { type RenderedPage, renderPage } from './pdf/render-page';
import { decodeLinearBarcodes, decodeQrCodes } from './qr/decode-qr';

export interface FoundQr {
  qr: InvoiceQr;
  box: Box;
}

export interface PageReading {
  pages: PageText[];
  qrs: FoundQr[];
  /** Text of linear barcodes found on scanned pages (tickets print their number as one). */
  barcodes?: string[];
  invalidQr: boolean;
  ocrPages: number;
  issues: Issue[];
  timings: { text: number; qr: number; ocr: number };
  /** Text pages whose QR search was left for later (`deferQr`): no QR cue in their text. */
  deferredQrPages?: { number: number; page: PDFPageProxy }[];
}

export interface ReadOptions {
  deadline: number;
  ocr: OcrEngine | null;
  ocrMaxPages: number;
  ocrPageTimeoutMs: number;
  textMaxPages: number;
  /**
   * Search text pages without a QR cue only when asked later (`readDeferredQrs`): a file whose
   * text layer already validates needs no page rendering.
   */
  deferQr?: boolean;
}

const QR_CUE = /(qr|veri\*?factu|verifactu|tbai|ticketbai|cotejo|agencia\s+tributaria|sede\s+electr)/i;
const OCR_SCALE = 2.6;
const QR_SCALE = 1.5;

export async function readPdfPages(doc: PDFDocumentProxy, options: ReadOptions): Promise<PageReading> {
  const reading: PageReading = { pages: [], qrs: [], invalidQr: false, ocrPages: 0, issues: [], timings: { text: 0, qr: 0, ocr: 0 } };
  const count = doc.numPages;
  const pageNumbers = selectPages(count, options.textMaxPages);
  if (pageNumbers.length < count) reading.issues.push({ field: 'document', code: 'pdf/pages-skipped', severity: 'warning' });
  const needOcr: { number: number; page: PDFPageProxy }[] = [];
  const qrPages: { number: number; page: PDFPageProxy }[] = [];
  for (const number of pageNumbers) {
    const t0 = performance.now();
    const page = await doc.getPage(number);
    const text = await readPageText(page, number);
    const quality = textQuality(text);
    reading.timings.text += performance.now() - t0;
    // A thin text layer over a scanned image (a typed header on a scanned page) is read by OCR,
    // which sees both.
    const thin = quality.chars < 150 && (await hasImages(page));
    if (quality.chars >= 25 && quality.readable >= 0.75 && !thin) {
      reading.pages.push(text);
      const cue = text.lines.some((line) => QR_CUE.test(line.text));
      if (cue) qrPages.push({ number, page });
      else if (number === pageNumbers[0] && options.deferQr) (reading.deferredQrPages ??= []).push({ number, page });
      else if (number === pageNumbers[0] && (await hasImages(page))) qrPages.push({ number, page });
    } else {
      needOcr.push({ number, page });
    }
  }
  for (const { number, page } of qrPages.slice(0, 2)) {
    if (performance.now() > options.deadline) break;
    const t0 = performance.now();
    const image = await renderPage(page, QR_SCALE);
    await collectQrs(reading, image, number, 1 / image.scale);
    reading.timings.qr += performance.now() - t0;
  }
  const ocrTargets = selectOcrPages(needOcr, options.ocrMaxPages);
  if (ocrTargets.length < needOcr.length || (!options.ocr && needOcr.length > 0)) {
    reading.issues.push({ field: 'document', code: 'pdf/pages-skipped', severity: 'warning' });
  }
  for (const { number, page } of options.ocr ? ocrTargets : []) {
    if (performance.now() > options.deadline) {
      reading.issues.push({ field: 'document', code: 'pdf/timeout', severity: 'error' });
      break;
    }
    const t0 = performance.now();
    const image = await renderPage(page, OCR_SCALE);
    const qrStart = performance.now();
    const qrBoxes = await collectQrs(reading, image, number, 1);
    await collectBarcodes(reading, image);
    const qrTime = performance.now() - qrStart;
    reading.timings.qr += qrTime;
    const text = await ocrImage(reading, options, image, number, qrBoxes);
    if (text) reading.pages.push(text);
    reading.timings.ocr += performance.now() - t0 - qrTime;
  }
  reading.pages.sort((a, b) => a.page - b.page);
  return reading;
}

/**
 * The QR search left for later by `deferQr` (the first page, when it holds images). `render`
 * gives the page's pixels when the caller renders it anyway (for the OCR of its images): one
 * render then serves both.
 */
export async function readDeferredQrs(reading: PageReading, deadline: number, render?: (page: PDFPageProxy) => Promise<RenderedPage>): Promise<void> {
  for (const { number, page } of reading.deferredQrPages ?? []) {
    if (performance.now() > deadline) break;
    const t0 = performance.now();
    if (await hasImages(page)) {
      const image = render ? await render(page) : await renderPage(page, QR_SCALE);
      await collectQrs(reading, image, number, 1 / image.scale);
    }
    reading.timings.qr += performance.now() - t0;
  }
  reading.deferredQrPages = [];
}

/** All pages when few; otherwise the first ones and the last two (totals live at the end). */
function selectPages(count: number, max: number): number[] {
  const all = Array.from({ length: count }, (_, i) => i + 1);
  if (count <= max) return all;
  return [...all.slice(0, max - 2), count - 1, count];
}

function selectOcrPages<T extends { number: number }>(pages: T[], max: number): T[] {
  if (pages.length <= max) return pages;
  const head = pages.slice(0, Math.max(1, max - 1));
  return [...head, pages[pages.length - 1]!];
}

async function hasImages(page: PDFPageProxy): Promise<boolean> {
  const { OPS } = await loadPdfjs();
  const images = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject]);
  const operators = await page.getOperatorList();
  return operators.fnArray.some((fn) => images.has(fn));
}

/**
 * A scanned page read again with tesseract's adaptive (Sauvola) binarisation instead of its
 * global threshold: on faded thermal paper the global threshold drops the palest rows (the
 * number and date at the top of a receipt), a local one keeps them. On most scans it reads worse
 * (measured), so it is a second reading the caller weighs against the first, never the default.
 */
export async function readLocallyThresholded(source: PDFPageProxy | OcrImage, number: number, options: ReadOptions): Promise<PageText | null> {
  const remaining = options.deadline - performance.now();
  if (!options.ocr || remaining < 3000) return null;
  try {
    const image = 'data' in source ? source : await renderPage(source, OCR_SCALE);
    const output = await options.ocr.recognize(image, Math.min(options.ocrPageTimeoutMs, options.deadline - performance.now()), { thresholding_method: '2' });
    return { page: number, width: image.width, height: image.height, lines: buildLines(output.words, { ocr: true }), source: 'ocr' };
  } catch {
    return null;
  }
}

/** The scale of a second, closer look for a ticket's barcode (its narrow bars merge at OCR_SCALE). */
const BARCODE_SCALE = 4;

/**
 * A scanned page rendered closer for its barcode, when the OCR reading of the number is missing
 * or doubtful and the first look found no barcode that settles it. Gives whether any was added.
 */
export async function readBarcodesCloser(reading: PageReading, page: PDFPageProxy, deadline: number): Promise<boolean> {
  if (performance.now() > deadline) return false;
  const t0 = performance.now();
  const before = reading.barcodes?.length ?? 0;
  try {
    await collectBarcodes(reading, await renderPage(page, BARCODE_SCALE));
  } finally {
    reading.timings.qr += performance.now() - t0;
  }
  return (reading.barcodes?.length ?? 0) > before;
}

/** Linear barcodes of a scanned page (a ticket's number): kept to check the OCR reading of the number. */
export async function collectBarcodes(reading: PageReading, image: OcrImage): Promise<void> {
  try {
    const found = await decodeLinearBarcodes(image, upscale);
    if (found.length > 0) (reading.barcodes ??= []).push(...found);
  } catch {
    // No barcode is no loss.
  }
}

export async function collectQrs(reading: PageReading, image: OcrImage, page: number, toPageUnits: number): Promise<Box[]> {
  const boxes: Box[] = [];
  let found: Awaited<ReturnType<typeof decodeQrCodes>> = [];
  try {
    found = await decodeQrCodes(image);
  } catch {
    return boxes;
  }
  for (const code of found) {
    const box = { page, x0: code.x0 * toPageUnits, y0: code.y0 * toPageUnits, x1: code.x1 * toPageUnits, y1: code.y1 * toPageUnits };
    boxes.push({ page, x0: code.x0, y0: code.y0, x1: code.x1, y1: code.y1 });
    const parsed = parseInvoiceQr(code.text);
    if (parsed.ok) reading.qrs.push({ qr: parsed.qr, box });
    else if (/agenciatributaria|aeat|tbai/i.test(code.text)) reading.invalidQr = true;
  }
  return boxes;
}

/** Blanks QR codes (noise to the OCR) and reads the page, trying other orientations if it reads badly. */
export async function ocrImage(
  reading: PageReading,
  options: ReadOptions,
  image: OcrImage,
  page: number,
  masks: Box[],
): Promise<PageText | null> {
  const engine = options.ocr!;
  for (const mask of masks) blank(image, mask);
  let best: { text: PageText; quality: number; image: OcrImage; words: PositionedWord[] } | null = null;
  const read = async (turn: 0 | 90 | 180 | 270): Promise<number | null> => {
    const remaining = options.deadline - performance.now();
    if (remaining <= 0) {
      reading.issues.push({ field: 'document', code: 'pdf/timeout', severity: 'error' });
      return null;
    }
    const rotated = turn === 0 ? image : rotate(image, turn);
    try {
      const output = await engine.recognize(rotated, Math.min(options.ocrPageTimeoutMs, remaining));
      reading.ocrPages++;
      const quality = output.confidence * Math.log(1 + output.words.length);
      const text: PageText = { page, width: rotated.width, height: rotated.height, lines: buildLines(output.words, { ocr: true }), source: 'ocr' };
      if (!best || quality > best.quality) best = { text, quality, image: rotated, words: output.words.slice() };
      // A page that reads well needs no other orientation.
      return output.confidence >= 0.6 && output.words.length >= 15 ? Number.POSITIVE_INFINITY : quality;
    } catch (error) {
      reading.issues.push({
        field: 'document',
        code: error instanceof OcrTimeoutError ? 'pdf/timeout' : 'ocr/failed',
        severity: 'error',
      });
      return null;
    }
  };
  const upright = await read(0);
  // null: the read failed (its issue is recorded); infinite: it read well.
  if (upright !== null && upright !== Number.POSITIVE_INFINITY) {
    // Read badly upright: faded print, or a page turned. Which way it is turned is asked of a
    // copy at half the size (a quarter of the OCR's time each); only the way that reads clearly
    // best there, and better than upright, is read in full.
    const probes = await probeOrientations(engine, image, options.deadline);
    const uprightProbe = probes.find((probe) => probe.turn === 0)?.quality ?? 0;
    const turned = probes.filter((probe) => probe.turn !== 0 && probe.quality > 1.25 * uprightProbe + 0.1).sort((a, b) => b.quality - a.quality)[0];
    if (turned) await read(turned.turn);
  }
  // Assigned inside `read`, which TypeScript's narrowing does not follow.
  const chosen = best as { text: PageText; quality: number; image: OcrImage; words: PositionedWord[] } | null;
  if (chosen && chosen.quality < 0.5 * Math.log(16)) reading.issues.push({ field: 'document', code: 'ocr/low-confidence', severity: 'error' });
  if (chosen) await rereadWeakRows(engine, chosen.image, chosen.words, options, chosen.text);
  return chosen?.text ?? null;
}

/** The OCR quality of each orientation of a half-size copy of the page; fewer when time runs short. */
async function probeOrientations(engine: OcrEngine, image: OcrImage, deadline: number): Promise<{ turn: 0 | 90 | 180 | 270; quality: number }[]> {
  const small = halve(image);
  const probes: { turn: 0 | 90 | 180 | 270; quality: number }[] = [];
  for (const turn of [0, 180, 90, 270] as const) {
    const remaining = deadline - performance.now();
    if (remaining < 2000) break;
    try {
      const output = await engine.recognize(turn === 0 ? small : rotate(small, turn), Math.min(5000, remaining - 1000));
      probes.push({ turn, quality: output.confidence * Math.log(1 + output.words.length) });
    } catch {
      break;
    }
  }
  return probes;
}

/** Half the width and height, each pixel the mean of four. */
function halve(image: OcrImage): OcrImage {
  const width = Math.max(1, Math.floor(image.width / 2));
  const height = Math.max(1, Math.floor(image.height / 2));
  const data = new Uint8ClampedArray(width * height * 4);
  const src = image.data;
  const row = image.width * 4;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (2 * y * image.width + 2 * x) * 4;
      const o = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) data[o + c] = (src[i + c]! + src[i + 4 + c]! + src[i + row + c]! + src[i + row + 4 + c]!) >> 2;
      data[o + 3] = 255;
    }
  }
  return { width, height, data };
}

const WEAK_ROW_CONFIDENCE = 0.6;
const MAX_REREAD_ROWS = 8;
const REREAD_SCALE = 2;

/**
 * Rows tesseract read badly (box borders, tight spacing, noise) get a second look: the row's
 * band, enlarged, read as a single line. The new reading replaces the old one when it is
 * more confident.
 */
async function rereadWeakRows(engine: OcrEngine, image: OcrImage, words: PositionedWord[], options: ReadOptions, text: PageText): Promise<void> {
  const weak = text.lines
    .filter((line) => line.segments.some((s) => s.confidence < WEAK_ROW_CONFIDENCE && s.text.replace(/[^\p{L}\p{N}]/gu, '').length >= 2))
    .slice(0, MAX_REREAD_ROWS);
  if (weak.length === 0) return;
  let changed = false;
  for (const line of weak) {
    const remaining = options.deadline - performance.now();
    if (remaining < 1500) break;
    const height = line.y1 - line.y0;
    const y0 = Math.max(0, Math.floor(line.y0 - 0.45 * height));
    const y1 = Math.min(image.height, Math.ceil(line.y1 + 0.45 * height));
    if (y1 - y0 < 6) continue;
    const band = upscale(crop(image, 0, y0, image.width, y1), REREAD_SCALE);
    let output;
    try {
      output = await engine.recognizeLine(band, Math.min(3000, remaining));
    } catch {
      break;
    }
    const before = words.filter((w) => (w.y0 + w.y1) / 2 >= y0 && (w.y0 + w.y1) / 2 <= y1);
    const beforeConfidence = before.reduce((sum, w) => sum + w.confidence, 0) / Math.max(1, before.length);
    if (output.words.length === 0 || output.confidence <= beforeConfidence + 0.05) continue;
    const replaced = output.words.map((w) => ({
      ...w,
      x0: w.x0 / REREAD_SCALE,
      x1: w.x1 / REREAD_SCALE,
      y0: y0 + w.y0 / REREAD_SCALE,
      y1: y0 + w.y1 / REREAD_SCALE,
    }));
    for (const word of before) words.splice(words.indexOf(word), 1);
    words.push(...replaced);
    changed = true;
  }
  if (changed) text.lines = buildLines(words, { ocr: true });
}

/** The pixels of `image` within [x0, x1) × [y0, y1). */
export function crop(image: OcrImage, x0: number, y0: number, x1: number, y1: number): OcrImage {
  const width = x1 - x0;
  const height = y1 - y0;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    data.set(image.data.subarray(((y0 + y) * image.width + x0) * 4, ((y0 + y) * image.width + x1) * 4), y * width * 4);
  }
  return { width, height, data };
}

/** Bilinear enlargement: small print reads better at twice the size. */
function upscale(image: OcrImage, factor: number): OcrImage {
  const width = image.width * factor;
  const height = image.height * factor;
  const data = new Uint8ClampedArray(width * height * 4);
  const src = image.data;
  for (let y = 0; y < height; y++) {
    const sy = Math.min(image.height - 1.001, Math.max(0, (y + 0.5) / factor - 0.5));
    const y0 = Math.floor(sy);
    const fy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.min(image.width - 1.001, Math.max(0, (x + 0.5) / factor - 0.5));
      const x0 = Math.floor(sx);
      const fx = sx - x0;
      const i00 = (y0 * image.width + x0) * 4;
      const i01 = i00 + 4;
      const i10 = i00 + image.width * 4;
      const i11 = i10 + 4;
      const o = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) {
        const top = src[i00 + c]! * (1 - fx) + src[i01 + c]! * fx;
        const bottom = src[i10 + c]! * (1 - fx) + src[i11 + c]! * fx;
        data[o + c] = top * (1 - fy) + bottom * fy;
      }
      data[o + 3] = 255;
    }
  }
  return { width, height, data };
}

function blank(image: OcrImage, box: Box): void {
  const pad = 6;
  const x0 = Math.max(0, Math.floor(box.x0) - pad);
  const y0 = Math.max(0, Math.floor(box.y0) - pad);
  const x1 = Math.min(image.width, Math.ceil(box.x1) + pad);
  const y1 = Math.min(image.height, Math.ceil(box.y1) + pad);
  for (let y = y0; y < y1; y++) image.data.fill(255, (y * image.width + x0) * 4, (y * image.width + x1) * 4);
}

export function rotate(image: OcrImage, turn: 90 | 180 | 270): OcrImage {
  const { width, height, data } = image;
  const swap = turn !== 180;
  const out = new Uint8ClampedArray(data.length);
  const newWidth = swap ? height : width;
  const newHeight = swap ? width : height;
  const source = new Uint32Array(data.buffer, data.byteOffset, width * height);
  const target = new Uint32Array(out.buffer);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const pixel = source[y * width + x]!;
      if (turn === 180) target[(height - 1 - y) * width + (width - 1 - x)] = pixel;
      else if (turn === 90) target[x * newWidth + (height - 1 - y)] = pixel;
      else target[(width - 1 - x) * newWidth + y] = pixel;
    }
  }
  return { width: newWidth, height: newHeight, data: out };
}
