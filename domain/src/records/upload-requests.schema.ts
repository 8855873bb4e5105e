/**
 * The contract of the `cancelUpload` callable: the web app cancels one file of a batch it
 * created. The file then counts as failed (`upload/cancelled`) unless the pipeline recorded it
 * first, in which case nothing changes and the answer says what it became.
 */
import * as v from 'valibot';

const IdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/));

export const CancelUploadRequestSchema = v.object({
  batchId: IdSchema,
  fileId: IdSchema,
  fileName: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(300)),
});
export type CancelUploadRequest = v.InferInput<typeof CancelUploadRequestSchema>;

export interface CancelUploadResult {
  /** `cancelled` now; or what the pipeline had already made of the file. */
  state: 'cancelled' | 'processed' | 'failed';
}

export const UPLOAD_ERROR_CODES = [
  'upload/unauthenticated',
  'upload/permission-denied',
  'upload/invalid-input',
  'upload/not-found',
] as const;
export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[number];

export function isUploadErrorCode(value: unknown): value is UploadErrorCode {
  return typeof value === 'string' && (UPLOAD_ERROR_CODES as readonly string[]).includes(value);
}
