/** Maps the storage services' refusals to callable errors whose `details.code` the UI translates. */
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import type { FileActionError } from '@factoria/domain/records/storage-file.schema';
import { StorageError } from './storage-error';

const statusOf: Record<FileActionError, FunctionsErrorCode> = {
  'storage/invalid-input': 'invalid-argument',
  'storage/unauthenticated': 'unauthenticated',
  'storage/forbidden': 'permission-denied',
  'storage/not-found': 'not-found',
  'storage/expired': 'failed-precondition',
  'storage/purging': 'failed-precondition',
  'storage/conflict': 'failed-precondition',
};

export function toHttpsError(error: unknown): unknown {
  if (error instanceof StorageError) return new HttpsError(statusOf[error.code], error.code, { code: error.code });
  return error;
}
