/**
 * Records an uploaded document in `accounts/{a}/files/{fileId}` after checking the object
 * again on the server: storage.rules already checked the uploader, name, type and size; here
 * the bytes must match the type (a renamed executable is refused) and the company must exist.
 * A refused object is deleted, so nothing unrecorded stays in the bucket.
 */
import type { FileRecord } from '@factoria/domain/records/file-record.schema';
import {
  checkDocument,
  displayName,
  documentTypeOf,
  type DocumentRejection,
} from '@factoria/domain/records/storage-file.schema';
import type { Firestore } from 'firebase-admin/firestore';

export interface UploadedDocument {
  accountId: string;
  fileId: string;
  storedName: string;
  objectPath: string;
  size: number;
  contentType: string;
  metadata: Record<string, string>;
  uploadedAt: number;
  /** The first bytes of the object (storage-file.schema's SIGNATURE_BYTES). */
  head: Uint8Array;
}

export type RecordDocumentOutcome = 'recorded' | 'already-recorded' | DocumentRejection | 'storage/company-not-found' | 'storage/id-taken';

const ALREADY_EXISTS = 6;

export async function recordDocument(db: Firestore, upload: UploadedDocument): Promise<RecordDocumentOutcome> {
  const rejection = checkDocument(upload.storedName, upload.size, upload.head);
  if (rejection) return rejection;
  if (documentTypeOf(upload.storedName)?.contentType !== upload.contentType) return 'storage/content-mismatch';

  const account = db.doc(`accounts/${upload.accountId}`);
  const companyId = upload.metadata.companyId || null;
  if (companyId && !(await account.collection('companies').doc(companyId).get()).exists) {
    return 'storage/company-not-found';
  }
  const uploadedBy = upload.metadata.uploadedBy ?? '';
  const uploader = uploadedBy ? await db.doc(`users/${uploadedBy}`).get() : null;
  const record: FileRecord = {
    name: displayName(upload.metadata.originalName ?? upload.storedName),
    storagePath: upload.objectPath,
    size: upload.size,
    contentType: upload.contentType,
    kind: 'document',
    // A client-company user uploads from the company's side of the app.
    origin: uploader?.get('role') === 'client' ? 'app-user' : 'web',
    companyId,
    uploadedBy,
    uploadedAt: upload.uploadedAt,
    deletedAt: null,
    originalPath: null,
    deletedBy: null,
    purgingAt: null,
  };
  const recordRef = account.collection('files').doc(upload.fileId);
  try {
    await recordRef.create(record);
    return 'recorded';
  } catch (error) {
    if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
  }
  // A trigger delivered twice finds its own record: nothing changes. A record of another
  // object under the id (the client chose it) stays as it is, and this object is refused.
  return (await recordRef.get()).get('storagePath') === upload.objectPath ? 'already-recorded' : 'storage/id-taken';
}
