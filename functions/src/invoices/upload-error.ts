import type { UploadErrorCode } from '@factoria/domain/records/upload-requests.schema';
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';

/** A refusal of an upload request; the callable maps it to an HttpsError carrying the code. */
export class UploadError extends Error {
  constructor(readonly code: UploadErrorCode) {
    super(code);
    this.name = 'UploadError';
  }
}

const HTTPS_CODES: Record<UploadErrorCode, FunctionsErrorCode> = {
  'upload/unauthenticated': 'unauthenticated',
  'upload/permission-denied': 'permission-denied',
  'upload/invalid-input': 'invalid-argument',
  'upload/not-found': 'not-found',
  'upload/wrong-password': 'invalid-argument',
  'upload/not-locked': 'failed-precondition',
  'upload/cannot-unlock': 'failed-precondition',
};

export function toHttpsError(error: unknown): unknown {
  if (!(error instanceof UploadError)) return error;
  return new HttpsError(HTTPS_CODES[error.code], error.code, { code: error.code });
}
