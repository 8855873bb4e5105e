/**
 * Download URLs of a client company's app user stop working when that user is disabled
 * (functions/src/accounts/client-users/download-tokens.ts): a URL the client user obtained with
 * getDownloadURL reads the object before, and answers 403 once the agency turns the app user off;
 * another company's URL keeps working, and the agency gets a fresh URL.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteApp } from 'firebase/app';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { connectStorageEmulator, getDownloadURL, getStorage, ref } from 'firebase/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAgency } from '../../scripts/lib/agency-builder.ts';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { app, db, eventually, uniqueId } from '../support/admin.ts';
import { connectClient } from '../support/callables.ts';
import { bucket as bucketName, host, ports } from '../support/stack.ts';
import { setPasswordWithCode } from './accounts-client.ts';
import { bucket, recorded, uploadDocument } from './storage-client.ts';
import { createBatch, objectPath, uploadObject } from './uploads-client.ts';

const pdf = readFileSync(join(repoRoot, 'fixtures', 'invoices', 'F-2024-001.pdf'));
let accountId: string;
let ownerUid: string;
const clientEmail = () => `${accountId}.client@factoria.test`;
const company = (id: string) => db.doc(`accounts/${accountId}/companies/${id}`);
const marker = () => db.doc(`accounts/${accountId}/clientUsers/acme`);

/** A token URL as the Firebase console or an administrator makes one. */
async function adminDownloadUrl(path: string): Promise<string> {
  const base = `http://${host}:${ports.storage}/v0/b/${bucketName}/o/${encodeURIComponent(path)}`;
  const response = await fetch(`${base}?create_token=true`, { method: 'POST', headers: { Authorization: 'Bearer owner' } });
  const { downloadTokens } = (await response.json()) as { downloadTokens: string };
  return `${base}?alt=media&token=${downloadTokens.split(',').at(-1)}`;
}

/** The URLs the client user's browser gets from getDownloadURL. */
async function clientDownloadUrls(paths: string[]): Promise<string[]> {
  const { app: web, auth } = connectClient('downloads');
  try {
    const storage = getStorage(web, `gs://${bucketName}`);
    connectStorageEmulator(storage, host, ports.storage);
    await signInWithEmailAndPassword(auth, clientEmail(), 'client-secret-1');
    return await Promise.all(paths.map((path) => getDownloadURL(ref(storage, path))));
  } finally {
    await deleteApp(web);
  }
}

const status = async (url: string) => (await fetch(url)).status;

beforeAll(async () => {
  accountId = uniqueId('revoke');
  ({ ownerUid } = await createAgency(app, {
    accountId,
    name: 'Revoke Agency',
    owner: { email: `${accountId}@factoria.test`, password: 'owner-secret', username: 'Owner' },
    companies: [
      { id: 'acme', name: 'Acme SL', taxId: 'B12345674', status: 'active' },
      { id: 'other', name: 'Other SL', taxId: 'B85077667', status: 'active' },
    ],
  }));
  await company('acme').update({ appUser: { enabled: true, email: clientEmail() } });
  await eventually(async () => ((await marker().get()).get('status') === 'invited' ? true : null), 60_000, 'the invitation');
  const mails = await db.collection('mail').where('to', 'array-contains', clientEmail()).get();
  const link = new URL(/https?:\/\/\S+/.exec(mails.docs[0]!.get('message.text') as string)![0]);
  await setPasswordWithCode(link.searchParams.get('oobCode')!, 'client-secret-1');
});

describe('download URLs of a disabled client user', () => {
  it('answer 403 once the app user is turned off; other companies and the agency are unaffected', async () => {
    const shared = await uploadDocument(accountId, pdf, { name: 'contract.pdf', contentType: 'application/pdf', uploadedBy: ownerUid, companyId: 'acme' });
    const elsewhere = await uploadDocument(accountId, pdf, { name: 'other.pdf', contentType: 'application/pdf', uploadedBy: ownerUid, companyId: 'other' });
    await recorded(accountId, shared.fileId);
    await recorded(accountId, elsewhere.fileId);
    const target = { accountId, companyId: 'acme', uid: ownerUid };
    const { batchId, fileIds } = await createBatch(target, 1);
    await uploadObject(target, batchId, fileIds[0]!, join(repoRoot, 'fixtures', 'invoices', 'F-2024-001.pdf'));
    const invoicePath = objectPath(target, batchId, fileIds[0]!);

    const urls = await clientDownloadUrls([shared.objectPath, invoicePath]);
    const otherUrl = await adminDownloadUrl(elsewhere.objectPath);
    for (const url of [...urls, otherUrl]) expect(await status(url)).toBe(200);

    await company('acme').update({ appUser: { enabled: false, email: null } });
    await eventually(async () => ((await marker().get()).get('status') === 'disabled' ? true : null), 60_000, 'the disabled user');
    for (const url of urls) expect(await status(url)).toBe(403);
    expect(await status(otherUrl)).toBe(200);

    // The object keeps a (new) token: the agency's next getDownloadURL works.
    const [metadata] = await bucket().file(shared.objectPath).getMetadata();
    const tokens = String(metadata.metadata?.firebaseStorageDownloadTokens ?? '');
    expect(tokens).not.toBe('');
    expect(urls[0]).not.toContain(tokens);
    expect(await status(await adminDownloadUrl(shared.objectPath))).toBe(200);
  });
});
