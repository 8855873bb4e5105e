/**
 * The local extraction engine: PDF (text layer, QR codes, OCR for scans, embedded Factur-X /
 * ZUGFeRD / Facturae XML), a Facturae or UBL XML file on its own, or a JPEG/PNG photo.
 * Never throws: unreadable, hostile or oversized input gives a result with an issue code.
 * Node only (pdfjs-dist, @napi-rs/canvas, tesseract.js, zxing-wasm).
 */
import { decodeXmlBytes, looksLikeXml, parseEInvoice } from '../einvoice/parse-einvoice';
import type { Evidence, ExtractionResult, InvoiceData, Issue } from '../invoice/invoice.schema';
import { applySupplierProfile } from '../suppliers/apply-supplier-profile';
import { supplierNamedIn } from '../suppliers/supplier-by-name';
import { supplierProfileKey } from '../suppliers/supplier-profile.schema';
import { buildResult, failedResult } from './build-result';
import { EXTRACTION_DEFAULTS, type ExtractionContext, TO_CONFIRM_CONFIDENCE } from './extraction-context';
import { extractFields, type FieldsResult } from './fields/extract-fields';
import { imageKind, loadRasterImage } from './image/load-image';
import type { PageText } from './layout/page-text';
import { mergeQr } from './merge-qr';
import { sharedOcrEngine, terminateSharedOcrEngine } from './ocr/ocr-engine';
import { hasPdfMagic } from './pdf/inspect-pdf';
import { closePdf, openPdf } from './pdf/pdf-runtime';
import { readXmlAttachments } from './pdf/read-attachments';
import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api';
import { renderPage, type RenderedPage } from './pdf/render-page';
import { addImageText, IMAGE_TEXT_SCALE } from './read-image-text';
import { collectBarcodes, collectQrs, ocrImage, type PageReading, readBarcodesCloser, readDeferredQrs, readLocallyThresholded, readPdfPages, type ReadOptions } from './read-pages';

export type { ExtractionContext } from './extraction-context';
export { inspectPdf } from './pdf/inspect-pdf';

/** Stops the warm OCR worker thread (call before a CLI or test process exits). */
export async function releaseExtractionResources(): Promise<void> {
  await terminateSharedOcrEngine();
}

export async function extractInvoice(bytes: Uint8Array, context: ExtractionContext = {}): Promise<ExtractionResult> {
  const started = performance.now();
  try {
    return await extract(bytes, context, started);
  } catch {
    return failedResult('extraction/internal-error', 0, performance.now() - started);
  }
}

async function extract(bytes: Uint8Array, context: ExtractionContext, started: number): Promise<ExtractionResult> {
  const maxBytes = context.maxBytes ?? EXTRACTION_DEFAULTS.maxBytes;
  if (bytes.byteLength === 0) return failedResult('pdf/empty', 0, performance.now() - started);
  if (bytes.byteLength > maxBytes) return failedResult('pdf/too-large', 0, performance.now() - started);
  if (hasPdfMagic(bytes)) return extractPdf(bytes, context, started);
  if (looksLikeXml(bytes)) return extractXml(bytes, context, started);
  const kind = imageKind(bytes);
  if (kind) return extractImage(bytes, kind, context, started);
  return failedResult('pdf/not-a-pdf', 0, performance.now() - started);
}

function extractXml(bytes: Uint8Array, context: ExtractionContext, started: number): ExtractionResult {
  const parsed = parseEInvoice(decodeXmlBytes(bytes));
  if (!parsed.ok) return failedResult(parsed.code, 0, performance.now() - started);
  return eInvoiceResult(parsed.einvoice.invoices, context, 0, { ms: performance.now() - started });
}

function eInvoiceResult(
  invoices: InvoiceData[],
  context: ExtractionContext,
  pageCount: number,
  timings: Record<string, number>,
  evidenceFound: Evidence[] = ['e-invoice-xml'],
): ExtractionResult {
  const data = finalizeData(invoices[0]!);
  const issues: Issue[] = [];
  if (invoices.length > 1) issues.push({ field: 'document', code: 'einvoice/multiple-invoices', severity: 'error' });
  const confidence: FieldsResult['confidence'] = {};
  for (const [key, value] of Object.entries(data) as [keyof InvoiceData, unknown][]) {
    if (value !== null && !(Array.isArray(value) && value.length === 0)) confidence[key] = 1;
  }
  return buildResult(
    { data, confidence, boxes: {}, issues, evidence: 'e-invoice-xml', evidenceFound, pages: [], pageCount, timings },
    context,
  );
}

async function extractPdf(bytes: Uint8Array, context: ExtractionContext, started: number): Promise<ExtractionResult> {
  const opened = await openPdf(bytes);
  if (!opened.ok) return failedResult(opened.code, 0, performance.now() - started);
  const { doc, task } = opened;
  try {
    const pageCount = doc.numPages;
    const openMs = performance.now() - started;
    if (pageCount === 0) return failedResult('pdf/empty', 0, performance.now() - started);
    if (pageCount > (context.maxPages ?? EXTRACTION_DEFAULTS.maxPages)) {
      return failedResult('pdf/too-many-pages', pageCount, performance.now() - started);
    }
    for (const attachment of await readXmlAttachments(doc)) {
      const parsed = parseEInvoice(new TextDecoder('utf-8').decode(attachment.content));
      if (parsed.ok) {
        return eInvoiceResult(parsed.einvoice.invoices, context, pageCount, { ms: performance.now() - started, open: openMs });
      }
    }
    const options = readOptions(context, started);
    const reading = await readPdfPages(doc, { ...options, deferQr: true });
    const fromText = fromPages(reading, context, pageCount, started, { open: openMs });
    // A QR search renders the page (the slowest step of a text invoice): only for files whose
    // text layer does not validate on its own.
    if (fromText.status === 'successful') return fromText;
    let result = fromText;
    // No supplier tax id in the text layer: it may be printed only inside an image (a pasted
    // letterhead or footer, vertical registry data), whose OCR renders the first text page at
    // its scale. That render also serves the QR search (rendering a page with large images is
    // the costly part; it is paid once).
    const first = reading.pages.find((page) => page.source === 'text');
    const renders = new Map<number, Promise<RenderedPage>>();
    const renderOnce = (page: PDFPageProxy) => {
      let rendered = renders.get(page.pageNumber);
      if (!rendered) renders.set(page.pageNumber, (rendered = renderPage(page, IMAGE_TEXT_SCALE)));
      return rendered;
    };
    if (reading.deferredQrPages?.length) {
      const shareRender = fromText.supplierTaxId === null && !!options.ocr && !!first;
      await readDeferredQrs(reading, options.deadline, shareRender ? renderOnce : undefined);
      result = fromPages(reading, context, pageCount, started, { open: openMs });
    }
    if (result.supplierTaxId === null && options.ocr && first && performance.now() < options.deadline) {
      const t0 = performance.now();
      let added = 0;
      try {
        added = await addImageText(await doc.getPage(first.page), first, options.ocr, options.deadline, renderOnce, options.ocrPageTimeoutMs);
      } catch {
        added = 0;
      }
      reading.timings.ocr += performance.now() - t0;
      if (added > 0) result = fromPages(reading, context, pageCount, started, { open: openMs });
      // The time of an OCR that added nothing is still the file's.
      else result = { ...result, timings: { ...result.timings, ocr: round1(reading.timings.ocr), ms: round1(performance.now() - started) } };
    }
    // A scanned ticket whose number OCR lost or misread: its barcode, looked at closer.
    const scanned = reading.pages.find((page) => page.source === 'ocr');
    const numberInDoubt = result.issues.some((issue) => issue.field === 'number' && issue.severity === 'error');
    if (scanned && numberInDoubt && (await readBarcodesCloser(reading, await doc.getPage(scanned.page), options.deadline))) {
      result = fromPages(reading, context, pageCount, started, { open: openMs });
    }
    if (scanned) {
      const page = () => doc.getPage(scanned.page);
      result = await withFadedRowsRead(result, reading, scanned, page, options, (fill) => fromPages(reading, context, pageCount, started, { open: openMs }, fill));
    }
    return result;
  } finally {
    await closePdf(task);
  }
}

async function extractImage(
  bytes: Uint8Array,
  kind: 'jpeg' | 'png',
  context: ExtractionContext,
  started: number,
): Promise<ExtractionResult> {
  const image = await loadRasterImage(bytes, kind);
  if (!image.ok) return failedResult(image.code, 1, performance.now() - started);
  const options = readOptions(context, started);
  const reading: PageReading = { pages: [], qrs: [], invalidQr: false, ocrPages: 0, issues: [], timings: { text: 0, qr: 0, ocr: 0 } };
  if (!options.ocr) {
    reading.issues.push({ field: 'document', code: 'pdf/pages-skipped', severity: 'warning' });
  } else {
    const t0 = performance.now();
    const masks = await collectQrs(reading, image, 1, 1);
    await collectBarcodes(reading, image);
    reading.timings.qr += performance.now() - t0;
    const text = await ocrImage(reading, options, image, 1, masks);
    if (text) reading.pages.push(text);
    reading.timings.ocr += performance.now() - t0;
    const result = fromPages(reading, context, 1, started, {});
    if (text) return withFadedRowsRead(result, reading, text, async () => image, options, (fill) => fromPages(reading, context, 1, started, {}, fill));
    return result;
  }
  return fromPages(reading, context, 1, started, {});
}

/**
 * A scanned page or photo whose number or date was not read: the page faded. It is read again
 * with a local threshold, which may fill them in (to be confirmed: it is no default for a
 * reason). `rebuild` makes the result again, from the second reading's pages when there is one.
 */
async function withFadedRowsRead(
  result: ExtractionResult,
  reading: PageReading,
  scanned: PageText,
  source: () => Promise<Parameters<typeof readLocallyThresholded>[0]>,
  options: ReadOptions,
  rebuild: (fill: PageText[] | undefined) => ExtractionResult,
): Promise<ExtractionResult> {
  if (result.number !== null && result.date !== null) return result;
  const t0 = performance.now();
  const again = await readLocallyThresholded(await source(), scanned.page, options);
  reading.timings.ocr += performance.now() - t0;
  return rebuild(again ? reading.pages.map((page) => (page === scanned ? again : page)) : undefined);
}

/**
 * The number and date that a second reading of the page found where the first found none. Its
 * other fields are not mixed in (a total belongs with its VAT lines); what it fills in is shown
 * to be confirmed.
 */
function fillMissing(fields: FieldsResult, other: FieldsResult): void {
  for (const field of ['number', 'date'] as const) {
    const value = other.data[field];
    if (fields.data[field] !== null || value === null) continue;
    fields.data[field] = value;
    fields.confidence[field] = Math.min(other.confidence[field] ?? 0, TO_CONFIRM_CONFIDENCE);
    const box = other.boxes[field];
    if (box) fields.boxes[field] = box;
  }
}

function readOptions(context: ExtractionContext, started: number): ReadOptions {
  const ocrEnabled = context.ocr?.enabled ?? true;
  return {
    deadline: started + (context.timeBudgetMs ?? EXTRACTION_DEFAULTS.timeBudgetMs),
    ocr: ocrEnabled ? sharedOcrEngine({ langPath: context.ocr?.langPath }) : null,
    ocrMaxPages: context.ocr?.maxPages ?? EXTRACTION_DEFAULTS.ocrMaxPages,
    ocrPageTimeoutMs: context.ocr?.pageTimeoutMs ?? EXTRACTION_DEFAULTS.ocrPageTimeoutMs,
    textMaxPages: EXTRACTION_DEFAULTS.textMaxPages,
  };
}

function fromPages(
  reading: PageReading,
  context: ExtractionContext,
  pageCount: number,
  started: number,
  extraTimings: Record<string, number>,
  fillFrom?: PageText[],
): ExtractionResult {
  const t0 = performance.now();
  const pages: PageText[] = reading.pages;
  const fieldContext = { companyTaxId: context.companyTaxId, knownSuppliers: knownSuppliers(context), barcodes: reading.barcodes };
  const fields = extractFields(pages, fieldContext);
  if (fillFrom) fillMissing(fields, extractFields(fillFrom, fieldContext));
  if (fields.data.supplierTaxId === null) supplierByName(fields, pages, context);
  const issues: Issue[] = [...reading.issues, ...fields.issues];
  const evidenceFound: Evidence[] = [];
  if (reading.qrs.length > 0) evidenceFound.push('qr');
  if (pages.some((page) => page.source === 'text')) evidenceFound.push('text');
  if (pages.some((page) => page.source === 'ocr')) evidenceFound.push('ocr');
  const qr = reading.qrs[0];
  if (qr) mergeQr(fields, qr, issues);
  if (reading.invalidQr) issues.push({ field: 'document', code: 'qr/invalid', severity: 'warning' });
  if (fields.proforma) issues.push({ field: 'documentType', code: 'invoice/proforma', severity: 'error' });
  if (pages.length === 0) issues.push({ field: 'document', code: reading.ocrPages > 0 ? 'ocr/low-confidence' : 'pdf/empty', severity: 'error' });
  const data = finalizeData(fields.data);
  const evidence: Evidence = pages.some((p) => p.source === 'text') ? 'text' : pages.length > 0 ? 'ocr' : 'none';
  const fieldsMs = performance.now() - t0;
  return withProfile(buildResult(
    {
      data,
      confidence: fields.confidence,
      boxes: fields.boxes,
      issues,
      evidence: qr ? 'qr' : evidence,
      evidenceFound,
      pages,
      pageCount,
      timings: { ...extraTimings, ...reading.timings, fields: fieldsMs, ms: performance.now() - started },
    },
    context,
  ), context);
}

/** The company's suppliers and the agency's profiled ones, named as the agency confirmed them. */
function knownSuppliers(context: ExtractionContext): ExtractionContext['knownSuppliers'] {
  const profiled = (context.supplierProfiles ?? []).filter((p) => p.name).map((p) => ({ taxId: p.taxId, name: p.name! }));
  return profiled.length ? [...(context.knownSuppliers ?? []), ...profiled] : context.knownSuppliers;
}

/**
 * No supplier tax id could be read: a supplier the agency has saved invoices of may still be
 * named on the page (its id drawn as vector paths); its profile gives the id.
 */
function supplierByName(fields: FieldsResult, pages: readonly PageText[], context: ExtractionContext): void {
  if (!context.supplierProfiles?.length) return;
  const text = pages.flatMap((page) => page.lines.map((line) => line.text)).join('\n');
  const profile = supplierNamedIn(text, context.supplierProfiles, supplierProfileKey(context.companyTaxId));
  if (!profile) return;
  fields.data.supplierTaxId = profile.taxId;
  fields.confidence.supplierTaxId = 0.9;
  if (!fields.data.supplierName) {
    fields.data.supplierName = profile.name;
    fields.confidence.supplierName = 0.9;
  }
}

function withProfile(result: ExtractionResult, context: ExtractionContext): ExtractionResult {
  const key = supplierProfileKey(result.supplierTaxId);
  const profile = key ? context.supplierProfiles?.find((p) => p.taxId === key) : undefined;
  return applySupplierProfile(result, profile);
}

const round1 = (ms: number) => Math.round(ms * 10) / 10;

/** Rules every source shares: a negative total makes a credit note. */
function finalizeData(data: InvoiceData): InvoiceData {
  if (data.total !== null && data.total < 0 && data.documentType === 'invoice') return { ...data, documentType: 'credit-note' };
  return data;
}
