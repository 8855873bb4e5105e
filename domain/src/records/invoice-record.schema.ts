/**
 * The invoice document in Firestore (`accounts/{a}/invoices/{fileId}`): the extraction result
 * plus where it came from, what happened to it and who corrected what. Its id is the upload's
 * file id, which makes processing idempotent: a second delivery of the same task finds it.
 */
import * as v from 'valibot';
import { ExtractionResultSchema } from '../invoice/invoice.schema';

export const CorrectionSchema = v.object({
  by: v.string(),
  at: v.number(),
  /** Field path -> [before, after]. */
  changes: v.record(v.string(), v.tuple([v.unknown(), v.unknown()])),
  /** The user's name or email when they saved, so the history reads without a profile lookup. */
  byName: v.optional(v.string()),
  /** The save that made it (see SaveCorrectionInputSchema): a repeated delivery applies once. */
  requestId: v.optional(v.string()),
});
export type Correction = v.InferOutput<typeof CorrectionSchema>;

export const InvoiceRecordSchema = v.object({
  ...ExtractionResultSchema.entries,
  companyId: v.string(),
  batchId: v.string(),
  fileId: v.string(),
  fileName: v.string(),
  storagePath: v.string(),
  hasErrors: v.boolean(),
  /** A possible duplicate: same supplier tax id, number and date in the company. */
  duplicateOf: v.nullable(v.string()),
  /**
   * A user looked at the possible duplicate and kept both: the invoice it pointed at, who and
   * when. Such an invoice is never flagged again (functions/src/invoices/duplicates.ts).
   */
  duplicateKept: v.optional(v.nullable(v.object({ of: v.string(), by: v.string(), at: v.number() }))),
  corrections: v.array(CorrectionSchema),
  createdAt: v.number(),
  processedAt: v.number(),
  /** Milliseconds from the upload landing in Storage to this record (queue plus extraction). */
  processingMs: v.optional(v.number()),
  /** Seconds of manual keying this invoice saved (an estimate per field extracted). */
  savedSeconds: v.number(),
  exportedAt: v.nullable(v.number()),
  /**
   * When a correction first made this invoice `successful` after the extraction flagged it:
   * the moment it counted once in the company's and the day's `corrected`.
   */
  correctedAt: v.optional(v.nullable(v.number())),
  /**
   * The supplier profile this invoice taught (its normalised tax id) and when: the pipeline's
   * recording of an invoice that went through, or the first save in the review screen. A save
   * after that (unchanged, or corrected) does not count the invoice in the profile again.
   */
  supplierLearned: v.optional(v.nullable(v.object({ taxId: v.string(), at: v.number() }))),
  /** When a user marked it reviewed (the invoice list's bulk action); null: not, or undone. */
  reviewedAt: v.optional(v.nullable(v.number())),
  /** Who marked it reviewed. */
  reviewedBy: v.optional(v.nullable(v.string())),
});
export type InvoiceRecord = v.InferOutput<typeof InvoiceRecordSchema>;
