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
  corrections: v.array(CorrectionSchema),
  createdAt: v.number(),
  processedAt: v.number(),
  /** Seconds of manual keying this invoice saved (an estimate per field extracted). */
  savedSeconds: v.number(),
  exportedAt: v.nullable(v.number()),
});
export type InvoiceRecord = v.InferOutput<typeof InvoiceRecordSchema>;
