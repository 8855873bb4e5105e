import type { ExportErrorCode } from '@factoria/domain/records/export.schema';
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';

/** A refusal the user can act on; `details` carries counts the message shows. */
export class ExportError extends Error {
  constructor(
    readonly code: ExportErrorCode,
    readonly details: Record<string, number> = {},
  ) {
    super(code);
    this.name = 'ExportError';
  }
}

const HTTPS_CODES: Record<ExportErrorCode, FunctionsErrorCode> = {
  'export/unauthenticated': 'unauthenticated',
  'export/permission-denied': 'permission-denied',
  'export/invalid-input': 'invalid-argument',
  'export/not-found': 'not-found',
  'export/nothing-to-export': 'failed-precondition',
  'export/too-many': 'resource-exhausted',
  'export/conflict': 'aborted',
};

export function toHttpsError(error: unknown): unknown {
  if (!(error instanceof ExportError)) return error;
  return new HttpsError(HTTPS_CODES[error.code], error.code, { code: error.code, ...error.details });
}
