/**
 * An upload batch: the spec's "report" (successful and failed counts, exported or not).
 *
 * Counters: `fileCount = succeeded + failed + pending` at all times. Only functions move them,
 * each file exactly once: into `succeeded` when its invoice is recorded, into `failed` (with
 * its reason in `failures`) when it cannot be read, is over the plan's limit, its company is
 * not active, or the user cancelled it before the pipeline recorded it.
 */
import * as v from 'valibot';

export const MAX_FILES_PER_UPLOAD = 50;

/** Why a file of a batch did not become an invoice, besides the PDF issue codes of the domain. */
export const UPLOAD_FAILURE_CODES = [
  'upload/cancelled',
  'upload/monthly-limit',
  'upload/no-subscription',
  'upload/company-not-active',
  /** The batch named the id of a file that already has a record (issue 13): nothing is overwritten. */
  'upload/file-id-taken',
  /** The batch's ids are not distinct valid strings, one per file: it could never settle otherwise. */
  'upload/invalid-batch',
] as const;
export type UploadFailureCode = (typeof UPLOAD_FAILURE_CODES)[number];

export function isUploadFailureCode(code: string): code is UploadFailureCode {
  return (UPLOAD_FAILURE_CODES as readonly string[]).includes(code);
}

export const BatchFailureSchema = v.object({
  fileName: v.string(),
  /** An `UploadFailureCode` or a domain `IssueCode` (`pdf/not-a-pdf`...). */
  code: v.string(),
  /** When the failure was recorded; absent on failures recorded before it existed. */
  at: v.optional(v.number()),
});
export type BatchFailure = v.InferOutput<typeof BatchFailureSchema>;

export const BatchSchema = v.object({
  companyId: v.string(),
  fileCount: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_FILES_PER_UPLOAD)),
  succeeded: v.number(),
  failed: v.number(),
  pending: v.number(),
  exported: v.boolean(),
  exportedAt: v.nullable(v.number()),
  createdBy: v.string(),
  createdAt: v.number(),
  /**
   * The ids of the files this batch will receive, chosen when they were picked; storage.rules
   * admit no other file into the batch. Absent on batches created before it existed.
   */
  fileIds: v.optional(v.array(v.string())),
  /** fileId -> why it failed. Written by functions only. */
  failures: v.optional(v.record(v.string(), BatchFailureSchema)),
  /**
   * The batch's invoices that have errors now (records/invoice-counters.ts): moved when one is
   * recorded, corrected, deleted or restored. Absent (0) on batches recorded before it existed.
   */
  withErrors: v.optional(v.number(), 0),
  /** The batch's invoices flagged as possible duplicates now (records/invoice-counters.ts). Absent: 0. */
  duplicates: v.optional(v.number(), 0),
  /** Invoices of the batch exported at least once (`exported` once every invoice is). */
  exportedCount: v.optional(v.number()),
});
export type Batch = v.InferOutput<typeof BatchSchema>;

/** The batch document the web app creates (firestore.rules checks this exact shape). */
export function newBatch(input: { companyId: string; fileIds: string[]; createdBy: string; createdAt: number }): Omit<Batch, 'withErrors' | 'duplicates'> {
  const fileCount = input.fileIds.length;
  return { ...input, fileCount, succeeded: 0, failed: 0, pending: fileCount, exported: false, exportedAt: null };
}

const FILE_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The batch's file ids when they are what firestore.rules requires (distinct id strings, one
 * per file), null otherwise: a batch with an id twice or an id that is not a string can never
 * settle by itself, so the pipeline refuses its files and the recovery settles it (issue 13).
 */
export function wellFormedFileIds(fileIds: unknown, fileCount: unknown): string[] | null {
  if (!Array.isArray(fileIds) || fileIds.length !== fileCount) return null;
  if (!fileIds.every((id) => typeof id === 'string' && FILE_ID.test(id))) return null;
  return new Set(fileIds).size === fileIds.length ? (fileIds as string[]) : null;
}
