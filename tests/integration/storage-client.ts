/**
 * Helpers of the storage integration tests: signed-in callers of the storage callables (the
 * Firebase Web SDK in Node, one app per user) and documents uploaded as the web app does.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, type FunctionsError, getFunctions, httpsCallable } from 'firebase/functions';
import { getStorage } from 'firebase-admin/storage';
import { documentObjectPath, storedDocumentName } from '../../domain/src/records/storage-file.schema.ts';
import { app, db, eventually, uniqueId } from '../support/admin.ts';
import { host, ports, projectId } from '../support/stack.ts';

export interface Caller {
  call: <T = unknown>(name: 'deleteFile' | 'restoreFile', data: unknown) => Promise<T>;
  close: () => Promise<void>;
}

export async function signedIn(email: string, password: string): Promise<Caller> {
  const client = initializeApp({ projectId, apiKey: 'demo-api-key' }, uniqueId('storage-client'));
  const auth = getAuth(client);
  connectAuthEmulator(auth, `http://${host}:${ports.auth}`, { disableWarnings: true });
  const functions = getFunctions(client, 'europe-west1');
  connectFunctionsEmulator(functions, host, ports.functions);
  await signInWithEmailAndPassword(auth, email, password);
  return {
    call: async <T,>(name: string, data: unknown) => (await httpsCallable<unknown, T>(functions, name)(data)).data,
    close: () => deleteApp(client),
  };
}

/** The status and translated code of a refused call. */
export async function refusedWith(call: Promise<unknown>): Promise<{ status: string; code: unknown }> {
  try {
    await call;
  } catch (error) {
    const failure = error as FunctionsError;
    return { status: failure.code, code: (failure.details as { code?: unknown } | undefined)?.code };
  }
  throw new Error('the call was expected to be refused');
}

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
