/**
 * Helpers of the storage integration tests: documents uploaded as the web app does, and their
 * records and objects.
 */
import { getStorage } from 'firebase-admin/storage';
import { documentObjectPath, storedDocumentName } from '../../domain/src/records/storage-file.schema.ts';
import { app, db, eventually } from '../support/admin.ts';

export const bucket = () => getStorage(app).bucket();

/** Uploads a document the way the web app does and returns its file id and object path. */
export async function uploadDocument(
  accountId: string,
  bytes: Uint8Array,
  options: { name: string; contentType: string; uploadedBy: string; companyId?: string },
): Promise<{ fileId: string; objectPath: string }> {
  const fileId = db.collection('ids').doc().id;
  const objectPath = documentObjectPath(accountId, fileId, storedDocumentName(options.name));
  const metadata: Record<string, string> = { uploadedBy: options.uploadedBy, originalName: options.name };
  if (options.companyId) metadata.companyId = options.companyId;
  await bucket().file(objectPath).save(Buffer.from(bytes), { contentType: options.contentType, metadata: { metadata } });
  return { fileId, objectPath };
}

export function fileRecord(accountId: string, fileId: string) {
  return db.doc(`accounts/${accountId}/files/${fileId}`);
}

export async function recorded(accountId: string, fileId: string) {
  return eventually(async () => {
    const snapshot = await fileRecord(accountId, fileId).get();
    return snapshot.exists ? snapshot : null;
  }, 30_000, `file record ${fileId}`);
}

export async function objectExists(path: string): Promise<boolean> {
  const [exists] = await bucket().file(path).exists();
  return exists;
}
