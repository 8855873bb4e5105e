/** What one file of an upload shows: its local upload state, then what the pipeline made of it. */
import type { OutboxFile } from '../../../lib/db/local-db';
import type { FileResult } from '../api/use-batch-results';

export type FileState =
  | { kind: 'queued'; offline: boolean }
  | { kind: 'uploading'; percent: number; offline: boolean }
  | { kind: 'upload-failed'; error: string }
  | { kind: 'cancelled' }
  | { kind: 'processing' }
  | { kind: 'processed'; status: 'successful' | 'has-errors' | 'not-in-euro' | 'albaran'; duplicateOf: string | null }
  | { kind: 'failed'; code: string };

export function fileState(file: OutboxFile, result: FileResult | undefined, online: boolean): FileState {
  // The server's word wins: a cancel that came too late still shows the invoice.
  if (result?.kind === 'invoice') return { kind: 'processed', status: result.status, duplicateOf: result.duplicateOf };
  if (result?.kind === 'failed') return result.code === 'upload/cancelled' ? { kind: 'cancelled' } : { kind: 'failed', code: result.code };
  switch (file.status) {
    case 'queued':
      return { kind: 'queued', offline: !online };
    case 'uploading':
      return { kind: 'uploading', percent: file.size ? Math.min(100, Math.round((file.bytesTransferred / file.size) * 100)) : 0, offline: !online };
    case 'failed':
      return { kind: 'upload-failed', error: file.error ?? 'unknown' };
    case 'cancelled':
      return { kind: 'cancelled' };
    case 'uploaded':
      return { kind: 'processing' };
  }
}

export function isSettled(state: FileState): boolean {
  return state.kind === 'processed' || state.kind === 'failed' || state.kind === 'cancelled';
}

/** A file that failed as password-protected: its password, typed in the results, unlocks it. */
export function isLocked(state: FileState): boolean {
  return state.kind === 'failed' && state.code === 'pdf/encrypted';
}

/** How many files the batch processed when every file it sent has settled; null while some have not. */
export function finishedCount(states: FileState[]): number | null {
  const sent = states.filter((state) => state.kind !== 'cancelled');
  return sent.length > 0 && sent.every(isSettled) ? sent.length : null;
}
