/**
 * Sends one file to its final path with a resumable upload and reports progress. Storage rules
 * forbid overwriting, so when a file was already sent by an earlier attempt (a reload right
 * after the upload finished, another tab), the refusal is checked against the stored object:
 * if it is this very file, the upload is done, not failed.
 */
import { invoiceObjectPath } from '@factoria/domain/records/storage-paths';
import { getMetadata, ref, uploadBytesResumable, type StorageError, type UploadTask } from 'firebase/storage';
import type { OutboxFile } from '../db/local-db';
import { storage } from '../firebase/storage';

export type UploadOutcome = 'uploaded' | 'denied' | 'cancelled' | 'retry';

export interface RunningUpload {
  task: UploadTask;
  done: Promise<UploadOutcome>;
}

async function alreadyStored(path: string, fileId: string): Promise<boolean> {
  try {
    const metadata = await getMetadata(ref(storage, path));
    return metadata.customMetadata?.fileId === fileId;
  } catch {
    return false;
  }
}

export function startUpload(file: OutboxFile, uid: string, onProgress: (bytes: number) => void): RunningUpload {
  const path = invoiceObjectPath({ accountId: file.accountId, companyId: file.companyId, batchId: file.batchId, fileId: file.fileId });
  const task = uploadBytesResumable(ref(storage, path), file.blob, {
    contentType: 'application/pdf',
    customMetadata: { batchId: file.batchId, fileId: file.fileId, originalName: file.name, uploadedBy: uid },
  });
  task.on('state_changed', (snapshot) => onProgress(snapshot.bytesTransferred));
  const done = new Promise<UploadOutcome>((resolve) => {
    task.then(
      () => resolve('uploaded'),
      async (error: StorageError) => {
        if (error.code === 'storage/canceled') resolve('cancelled');
        else if (error.code === 'storage/unauthorized') resolve((await alreadyStored(path, file.fileId)) ? 'uploaded' : 'denied');
        else resolve('retry');
      },
    );
  });
  return { task, done };
}
