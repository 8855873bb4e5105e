/**
 * The cheap check the upload trigger runs before queueing extraction: magic bytes, size,
 * encryption and page count, without reading any page content.
 */
import type { IssueCode } from '../../invoice/issue-codes';
import { closePdf, openPdf } from './pdf-runtime';

export interface PdfInspection {
  ok: boolean;
  pageCount: number;
  /** Needs a password to open (an owner-password-only PDF opens and is not reported). */
  encrypted: boolean;
  code?: IssueCode;
}

export interface InspectLimits {
  maxBytes?: number;
  maxPages?: number;
}

export const DEFAULT_MAX_BYTES = 30 * 1024 * 1024;
export const DEFAULT_MAX_PAGES = 50;

/** `%PDF-` within the first 1024 bytes, as readers accept it. */
export function hasPdfMagic(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

export async function inspectPdf(bytes: Uint8Array, limits: InspectLimits = {}): Promise<PdfInspection> {
  if (!hasPdfMagic(bytes)) return { ok: false, pageCount: 0, encrypted: false, code: 'pdf/not-a-pdf' };
  if (bytes.byteLength > (limits.maxBytes ?? DEFAULT_MAX_BYTES)) {
    return { ok: false, pageCount: 0, encrypted: false, code: 'pdf/too-large' };
  }
  const opened = await openPdf(bytes);
  if (!opened.ok) {
    return { ok: false, pageCount: 0, encrypted: opened.code === 'pdf/encrypted', code: opened.code };
  }
  const pageCount = opened.doc.numPages;
  await closePdf(opened.task);
  if (pageCount === 0) return { ok: false, pageCount, encrypted: false, code: 'pdf/empty' };
  if (pageCount > (limits.maxPages ?? DEFAULT_MAX_PAGES)) {
    return { ok: false, pageCount, encrypted: false, code: 'pdf/too-many-pages' };
  }
  return { ok: true, pageCount, encrypted: false };
}
