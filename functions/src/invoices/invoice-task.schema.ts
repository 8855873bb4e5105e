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
  /** Where the file came from (absent: the upload screen), and the message of an emailed one. */
  origin: v.optional(v.picklist(['web', 'email'])),
  email: v.optional(v.object({ from: v.string(), subject: v.string() })),
});
export type InvoiceTask = v.InferOutput<typeof InvoiceTaskSchema>;
