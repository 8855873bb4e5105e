/**
 * Delete, restore and download from a storage list, with the one message the screen shows
 * after each ("file deleted", "file restored", or the translated reason it failed).
 */
import { useState } from 'react';
import { deleteStoredFile, fileActionFailure, restoreStoredFile, type FileActionFailure } from '../api/file-actions';
import { downloadFile } from '../api/file-content';
import type { StoredFile } from '../model/file-query';

export type ActionMessage =
  | { tone: 'success'; key: 'messages.deleted' | 'messages.restored' }
  | { tone: 'error'; key: `errors.${FileActionFailure}` | 'messages.downloadFailed' };

export function useFileActions() {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [message, setMessage] = useState<ActionMessage | null>(null);

  async function run(file: StoredFile, action: () => Promise<void>, success: ActionMessage | null, failure: (error: unknown) => ActionMessage) {
    setBusyId(file.id);
    setMessage(null);
    try {
      await action();
      setMessage(success);
    } catch (error) {
      setMessage(failure(error));
    } finally {
      setBusyId(null);
    }
  }

  const failed = (error: unknown): ActionMessage => ({ tone: 'error', key: `errors.${fileActionFailure(error)}` });
  return {
    busyId,
    message,
    remove: (file: StoredFile) => run(file, () => deleteStoredFile(file.id), { tone: 'success', key: 'messages.deleted' }, failed),
    restore: (file: StoredFile) => run(file, () => restoreStoredFile(file.id), { tone: 'success', key: 'messages.restored' }, failed),
    download: (file: StoredFile) =>
      run(file, () => downloadFile(file.storagePath, file.name), null, () => ({ tone: 'error', key: 'messages.downloadFailed' })),
  };
}
