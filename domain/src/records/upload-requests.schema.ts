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

/**
 * The contract of the `unlockUpload` callable: the password of a file that failed as
 * password-protected (`pdf/encrypted`). The password is used once, in memory, to store a
 * decrypted copy in place of the file (docs/decisions/1801); it is never written anywhere.
 */
export const UnlockUploadRequestSchema = v.object({
  batchId: IdSchema,
  fileId: IdSchema,
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(1024)),
});
export type UnlockUploadRequest = v.InferOutput<typeof UnlockUploadRequestSchema>;

export interface UnlockUploadResult {
  /** The file is back in its batch's pending files and goes through the pipeline again. */
  state: 'unlocked';
}

export const UPLOAD_ERROR_CODES = [
  'upload/unauthenticated',
  'upload/permission-denied',
  'upload/invalid-input',
  'upload/not-found',
  /** The password does not open the file. */
  'upload/wrong-password',
  /** The file is not (or no longer) a failed password-protected file: nothing to unlock. */
  'upload/not-locked',
  /** The password was accepted but the file could not be written out decrypted. */
  'upload/cannot-unlock',
] as const;
export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[number];

export function isUploadErrorCode(value: unknown): value is UploadErrorCode {
  return typeof value === 'string' && (UPLOAD_ERROR_CODES as readonly string[]).includes(value);
}
