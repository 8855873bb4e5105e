/** Metadata of a stored file (`accounts/{a}/files/{f}`): invoices and other documents. */
import * as v from 'valibot';

export const FileRecordSchema = v.object({
  name: v.string(),
  storagePath: v.string(),
  size: v.number(),
  contentType: v.string(),
  kind: v.picklist(['invoice', 'document']),
  origin: v.picklist(['web', 'app-user', 'email']),
  companyId: v.nullable(v.string()),
  uploadedBy: v.string(),
  uploadedAt: v.number(),
  deletedAt: v.nullable(v.number()),
  originalPath: v.nullable(v.string()),
  /** The message an emailed invoice came in (origin `email`, issue 17). */
  email: v.optional(v.object({ from: v.string(), subject: v.string() })),
  /** Who moved the file to the trash (issue 8); absent on records written before. */
  deletedBy: v.optional(v.nullable(v.string())),
  /** Set when the purge has begun removing a file for good: it can no longer be restored. */
  purgingAt: v.optional(v.nullable(v.number())),
});
export type FileRecord = v.InferOutput<typeof FileRecordSchema>;
