import type { BankErrorCode } from '@factoria/domain/records/bank-session.schema';
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';

/** A refusal of a bank session request; the callable maps it to an HttpsError carrying the code. */
export class BankError extends Error {
  constructor(readonly code: BankErrorCode) {
    super(code);
    this.name = 'BankError';
  }
}

const HTTPS_CODES: Partial<Record<BankErrorCode, FunctionsErrorCode>> = {
  'bank/unauthenticated': 'unauthenticated',
  'bank/permission-denied': 'permission-denied',
  'bank/invalid-input': 'invalid-argument',
  'bank/not-found': 'not-found',
};

export function toHttpsError(error: unknown): unknown {
  if (!(error instanceof BankError)) return error;
  return new HttpsError(HTTPS_CODES[error.code] ?? 'failed-precondition', error.code, { code: error.code });
}
