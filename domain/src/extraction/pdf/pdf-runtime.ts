/**
 * Loads pdfjs-dist (legacy build, Node) lazily, with every resource it may need resolved from
 * the installed packages (standard fonts, CMaps, the JBIG2/JPEG 2000 wasm decoders), so nothing
 * is fetched at run time and the code still works when bundled with pdfjs-dist kept external.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';
import { DEFAULT_MAX_DECODED_BYTES, fitsDecodedBudget } from './decoded-size';

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let pdfjsPromise: Promise<Pdfjs> | null = null;

export function loadPdfjs(): Promise<Pdfjs> {
  pdfjsPromise ??= (async () => {
    // Running the worker code on the main thread ("fake worker") avoids resolving a worker
    // file at run time; importing it ourselves keeps that working inside a bundle.
    const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return pdfjsPromise;
}

let resourceRoot: string | null = null;
function pdfjsRoot(): string {
  resourceRoot ??= dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  return resourceRoot;
}

export interface OpenPdfOptions {
  /** Largest image pdfjs decodes, in pixels; bigger ones are skipped (giant-image bombs). */
  maxImagePixels?: number;
  /** Most bytes the file's compressed streams may expand to (decompression bombs). */
  maxDecodedBytes?: number;
}

export type OpenPdfResult =
  | { ok: true; doc: PDFDocumentProxy; task: PDFDocumentLoadingTask }
  | { ok: false; code: 'pdf/encrypted' | 'pdf/corrupt' | 'pdf/too-complex' };

export async function openPdf(bytes: Uint8Array, options: OpenPdfOptions = {}): Promise<OpenPdfResult> {
  if (!(await fitsDecodedBudget(bytes, options.maxDecodedBytes ?? DEFAULT_MAX_DECODED_BYTES))) {
    return { ok: false, code: 'pdf/too-complex' };
  }
  const pdfjs = await loadPdfjs();
  const root = pdfjsRoot();
  const task = pdfjs.getDocument({
    // pdfjs may take ownership of the buffer; give it a copy so callers keep theirs.
    data: bytes.slice(),
    standardFontDataUrl: join(root, 'standard_fonts') + '/',
    cMapUrl: join(root, 'cmaps') + '/',
    cMapPacked: true,
    wasmUrl: join(root, 'wasm') + '/',
    iccUrl: join(root, 'iccs') + '/',
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    verbosity: 0,
    maxImageSize: options.maxImagePixels ?? 60_000_000,
  });
  try {
    const doc = await task.promise;
    return { ok: true, doc, task };
  } catch (error) {
    void task.destroy().catch(() => undefined);
    const name = (error as { name?: string })?.name;
    return { ok: false, code: name === 'PasswordException' ? 'pdf/encrypted' : 'pdf/corrupt' };
  }
}

export async function closePdf(task: PDFDocumentLoadingTask): Promise<void> {
  try {
    await task.destroy();
  } catch {
    // A document that failed half way may refuse to close; nothing is left to release.
  }
}
