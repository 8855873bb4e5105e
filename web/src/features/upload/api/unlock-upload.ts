/**
 * The `unlockUpload` callable (functions/src/invoices/unlock-upload.ts): the password of a file
 * that failed as password-protected. It goes to the function once, over HTTPS, and is kept
 * nowhere, neither on this device nor on the server.
 */
import type { UnlockUploadRequest, UnlockUploadResult } from '@factoria/domain/records/upload-requests.schema';
import { FunctionsError, httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/firebase/functions';

export type UnlockErrorKey = 'unlock.wrongPassword' | 'unlock.notLocked' | 'unlock.offline' | 'unlock.failed';

export async function unlockUpload(request: UnlockUploadRequest): Promise<UnlockUploadResult> {
  return (await httpsCallable<UnlockUploadRequest, UnlockUploadResult>(functions, 'unlockUpload')(request)).data;
}

/** Why the unlock was refused, as a key of the upload namespace. */
export function unlockErrorKey(error: unknown): UnlockErrorKey {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return 'unlock.offline';
  const code = error instanceof FunctionsError ? (error.details as { code?: unknown } | undefined)?.code : undefined;
  if (code === 'upload/wrong-password') return 'unlock.wrongPassword';
  if (code === 'upload/not-locked') return 'unlock.notLocked';
  return 'unlock.failed';
}
