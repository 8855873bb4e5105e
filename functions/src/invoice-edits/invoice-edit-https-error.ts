/** Maps refused invoice edits to callable errors whose `details.code` the web app translates. */
import type { InvoiceEditError } from '@factoria/domain/records/invoice-edit.schema';
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { StorageError } from '../storage/storage-error';
import { InvoiceEditFailure } from './invoice-edit-error';

const statusOf: Record<InvoiceEditError, FunctionsErrorCode> = {
  'invoice-edit/invalid-input': 'invalid-argument',
  'invoice-edit/unauthenticated': 'unauthenticated',
  'invoice-edit/forbidden': 'permission-denied',
  'invoice-edit/not-found': 'not-found',
  'invoice-edit/stale': 'failed-precondition',
};

export function toHttpsError(error: unknown): unknown {
  // The trash service refuses a file that vanished in between like a missing invoice.
  const failure = error instanceof StorageError && error.code === 'storage/not-found' ? new InvoiceEditFailure('invoice-edit/not-found') : error;
  if (failure instanceof InvoiceEditFailure) return new HttpsError(statusOf[failure.code], failure.code, { code: failure.code });
  return error;
}
