/**
 * Upload of a set of invoice PDFs: the batch document first, then each file, resumable, to
 * the path storage.rules and the pipeline expect, with the ids the pipeline needs as metadata.
 */
import { MAX_FILES_PER_UPLOAD, type Batch } from '@factoria/domain/records/batch.schema';
import { invoiceObjectPath, MAX_INVOICE_BYTES } from '@factoria/domain/records/storage-paths';
import { collection, doc, setDoc } from 'firebase/firestore';
import { ref, uploadBytesResumable } from 'firebase/storage';
import { firestore } from '../../../lib/firebase/firestore';
import { storage } from '../../../lib/firebase/storage';

export type FileRejection = 'not-pdf' | 'too-large' | 'too-many';

export interface UploadTarget {
  accountId: string;
  companyId: string;
  uid: string;
}

export interface UploadProgress {
  fileName: string;
  loaded: number;
  total: number;
}

/** The drop checks the spec asks for; the server checks again. */
export function checkFiles(files: readonly File[]): FileRejection | null {
  if (files.length > MAX_FILES_PER_UPLOAD) return 'too-many';
  if (files.some((file) => file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf'))) {
    return 'not-pdf';
  }
  if (files.some((file) => file.size > MAX_INVOICE_BYTES)) return 'too-large';
  return null;
}

export async function uploadInvoices(
  target: UploadTarget,
  files: readonly File[],
  onProgress: (progress: UploadProgress[]) => void,
): Promise<string> {
  const batchRef = doc(collection(firestore, 'accounts', target.accountId, 'batches'));
  const batch: Batch = {
    companyId: target.companyId,
    fileCount: files.length,
    succeeded: 0,
    failed: 0,
    pending: files.length,
    exported: false,
    exportedAt: null,
    createdBy: target.uid,
    createdAt: Date.now(),
  };
  await setDoc(batchRef, batch);

  const progress: UploadProgress[] = files.map((file) => ({ fileName: file.name, loaded: 0, total: file.size }));
  onProgress([...progress]);
  await Promise.all(
    files.map((file, index) => {
      const fileId = doc(collection(firestore, 'ids')).id;
      const path = invoiceObjectPath({ ...target, batchId: batchRef.id, fileId });
      const upload = uploadBytesResumable(ref(storage, path), file, {
        contentType: 'application/pdf',
        customMetadata: { batchId: batchRef.id, fileId, originalName: file.name, uploadedBy: target.uid },
      });
      upload.on('state_changed', (snapshot) => {
        progress[index] = { fileName: file.name, loaded: snapshot.bytesTransferred, total: snapshot.totalBytes };
        onProgress([...progress]);
      });
      return upload;
    }),
  );
  return batchRef.id;
}
