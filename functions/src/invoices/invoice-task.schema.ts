import * as v from 'valibot';

/** What the upload trigger hands to the extraction task. */
export const InvoiceTaskSchema = v.object({
  bucket: v.string(),
  objectPath: v.string(),
  accountId: v.string(),
  companyId: v.string(),
  batchId: v.string(),
  fileId: v.string(),
  fileName: v.string(),
  size: v.number(),
  uploadedBy: v.string(),
  /** Epoch ms when the object was finalized: the start of "upload to result". */
  uploadedAt: v.number(),
});
export type InvoiceTask = v.InferOutput<typeof InvoiceTaskSchema>;
