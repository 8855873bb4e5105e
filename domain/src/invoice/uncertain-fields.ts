/**
 * Which values the review screen marks "Read with low confidence: check this value" (issue 18,
 * item 7). The hint is about reading: OCR (of a scan, or of an image on a text page) and
 * Document AI can mistake a character, and their confidence says how likely that is. A value
 * taken from a text layer, an e-invoice's XML or a QR code is read exactly, character for
 * character; its confidence only says how clearly it won over other candidates, and a choice
 * too unsure for a bookkeeper already stops the invoice with an `extraction/low-confidence`
 * issue on the field (extraction/build-result.ts). So such values never get the hint.
 */
import type { Evidence } from './invoice.schema';

/** Below this a reading that can mistake characters needs a look. */
export const UNCERTAIN_READING = 0.75;

const EXACT_EVIDENCE: readonly Evidence[] = ['text', 'e-invoice-xml', 'qr'];

export interface ReadInvoice {
  evidence: Evidence;
  evidenceFound: readonly Evidence[];
  fieldConfidence: Readonly<Record<string, number>>;
}

export function uncertainFields(invoice: ReadInvoice): Set<string> {
  const readExactly = EXACT_EVIDENCE.includes(invoice.evidence) && invoice.evidenceFound.every((kind) => EXACT_EVIDENCE.includes(kind));
  if (readExactly) return new Set();
  return new Set(Object.entries(invoice.fieldConfidence).filter(([, confidence]) => confidence < UNCERTAIN_READING).map(([field]) => field));
}
