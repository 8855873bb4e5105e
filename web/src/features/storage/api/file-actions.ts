/** The trash callables (functions/src/storage): deleteFile and restoreFile. */
import { FILE_ACTION_ERRORS, type FileActionError } from '@factoria/domain/records/storage-file.schema';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/firebase/functions';

export type FileActionFailure = FileActionError | 'storage/network' | 'storage/unknown';

export async function deleteStoredFile(fileId: string): Promise<void> {
  await httpsCallable<{ fileId: string }, { deletedAt: number }>(functions, 'deleteFile')({ fileId });
}

export async function restoreStoredFile(fileId: string): Promise<void> {
  await httpsCallable<{ fileId: string }, { storagePath: string }>(functions, 'restoreFile')({ fileId });
}

/** The translation key (storage namespace, `errors.*`) of a failed call. */
export function fileActionFailure(error: unknown): FileActionFailure {
  const { code, details } = error as { code?: string; details?: { code?: string } };
  const known = (FILE_ACTION_ERRORS as readonly string[]).find((candidate) => candidate === details?.code);
  if (known) return known as FileActionError;
  if (code === 'functions/unavailable' || code === 'functions/deadline-exceeded') return 'storage/network';
  return 'storage/unknown';
}
