/**
 * Upload of other documents: each file is checked here first (allow-list, size, and that its
 * bytes are what its name says), then sent to `accounts/{a}/documents/{fileId}/{name}` with the
 * metadata storage.rules and the recording function read. The server checks everything again.
 */
import {
  checkDocument,
  documentObjectPath,
  documentTypeOf,
  type DocumentRejection,
  SIGNATURE_BYTES,
  storedDocumentName,
} from '@factoria/domain/records/storage-file.schema';
import { collection, doc } from 'firebase/firestore';
import { ref, uploadBytesResumable } from 'firebase/storage';
import { firestore } from '../../../lib/firebase/firestore';
import { storage } from '../../../lib/firebase/storage';

export interface DocumentTarget {
  accountId: string;
  uid: string;
  /** null: a document of the agency itself. */
  companyId: string | null;
}

export interface CheckedFile {
  file: File;
  rejection: DocumentRejection | null;
}

export async function checkFiles(files: readonly File[]): Promise<CheckedFile[]> {
  return Promise.all(
    files.map(async (file) => {
      const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
      return { file, rejection: checkDocument(file.name, file.size, head) };
    }),
  );
}

export async function uploadDocument(target: DocumentTarget, file: File, onProgress: (loaded: number) => void): Promise<void> {
  const type = documentTypeOf(file.name);
  if (!type) throw new Error('storage/type-not-allowed');
  const fileId = doc(collection(firestore, 'ids')).id;
  const path = documentObjectPath(target.accountId, fileId, storedDocumentName(file.name));
  const customMetadata: Record<string, string> = { uploadedBy: target.uid, originalName: file.name };
  if (target.companyId) customMetadata.companyId = target.companyId;
  const upload = uploadBytesResumable(ref(storage, path), file, { contentType: type.contentType, customMetadata });
  upload.on('state_changed', (snapshot) => onProgress(snapshot.bytesTransferred));
  await upload;
}
