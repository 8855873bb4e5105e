/**
 * Helpers of the upload integration tests: a signed-in web client for the callables (the
 * Firebase Web SDK in Node, one app per user), and batches and objects written with the Admin
 * SDK exactly as the web app writes them, with the order under the test's control.
 */
import { readFileSync } from 'node:fs';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, type FunctionsError, getFunctions, httpsCallable } from 'firebase/functions';
import { getStorage } from 'firebase-admin/storage';
import { newBatch } from '../../domain/src/records/batch.schema.ts';
import { invoiceObjectPath } from '../../domain/src/records/storage-paths.ts';
import { app, db, eventually, uniqueId } from '../support/admin.ts';
import { host, ports, projectId } from '../support/stack.ts';

export interface Client {
  call: <T = unknown>(name: string, data: unknown) => Promise<T>;
  close: () => Promise<void>;
}

export async function signedIn(email: string, password: string): Promise<Client> {
  const client = initializeApp({ projectId, apiKey: 'demo-api-key' }, uniqueId('uploads-client'));
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

export interface Target {
  accountId: string;
  companyId: string;
  uid: string;
}

export async function createBatch(target: Target, fileCount: number): Promise<{ batchId: string; fileIds: string[] }> {
  const ref = db.collection(`accounts/${target.accountId}/batches`).doc();
  const fileIds = Array.from({ length: fileCount }, () => db.collection('ids').doc().id);
  await ref.set(newBatch({ companyId: target.companyId, fileIds, createdBy: target.uid, createdAt: Date.now() }));
  return { batchId: ref.id, fileIds };
}

export function objectPath(target: Target, batchId: string, fileId: string): string {
  return invoiceObjectPath({ ...target, batchId, fileId });
}

export async function uploadObject(target: Target, batchId: string, fileId: string, file: string, name = file.split('/').pop()!) {
  await getStorage(app)
    .bucket()
    .file(objectPath(target, batchId, fileId))
    .save(readFileSync(file), {
      contentType: 'application/pdf',
      metadata: { metadata: { batchId, fileId, originalName: name, uploadedBy: target.uid } },
    });
}

export async function objectExists(path: string): Promise<boolean> {
  const [exists] = await getStorage(app).bucket().file(path).exists();
  return exists;
}

export async function settledBatch(accountId: string, batchId: string) {
  return eventually(async () => {
    const batch = await db.doc(`accounts/${accountId}/batches/${batchId}`).get();
    return batch.get('pending') === 0 ? batch : null;
  }, 90_000, `batch ${batchId} to settle`);
}
