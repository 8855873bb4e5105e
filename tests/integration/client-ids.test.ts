/**
 * Issue 13, findings 1, 3 and 4, as the outside probe ran them: a real client-company user with
 * the Web SDK (the security rules apply) re-announces the id of an existing file and of a file
 * in the trash, and creates batches with duplicate or non-string ids. Then the same objects
 * reach the pipeline without the rules (an object written with the Admin SDK, as a lost race or
 * a batch accepted before the rules checked it would), and the pipeline must still never
 * overwrite a record it did not create; the recovery settles what can never settle, with a reason.
 */
import { join } from 'node:path';
import { setDoc, doc } from 'firebase/firestore';
import { getMetadata, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBatch } from '../../domain/src/records/batch.schema.ts';
import { createAgency, createUser, uploadInvoiceBatch } from '../../scripts/lib/agency-builder.ts';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { app, db, uniqueId } from '../support/admin.ts';
import { host, ports, projectId } from '../support/stack.ts';
import { bucket, fileRecord, recorded, uploadDocument } from './storage-client.ts';
import { objectPath, settledBatch, uploadObject } from './uploads-client.ts';
import { signInWebUser, type WebUser } from './web-sdk-user.ts';

const password = 'client-ids-password';
const companyId = 'acme';
const invoicePdf = join(repoRoot, 'fixtures', 'invoices', 'F-2024-004.pdf');
const notAPdf = new TextEncoder().encode('just text, not the agency document\n');
let accountId: string;
let ownerUid: string;
let clientUser: WebUser;
let owner: WebUser;

beforeAll(async () => {
  accountId = uniqueId('ids');
  ({ ownerUid } = await createAgency(app, {
    accountId,
    name: 'Ids Agency',
    owner: { email: `${accountId}@factoria.test`, password, username: 'Owner' },
    companies: [{ id: companyId, name: 'Acme', taxId: 'B12345674', status: 'active' }],
  }));
  await createUser(app, { email: `client-${accountId}@factoria.test`, password, username: 'Client' }, { accountId, role: 'client', companyId });
  [clientUser, owner] = await Promise.all([
    signInWebUser(`client-${accountId}@factoria.test`, password),
    signInWebUser(`${accountId}@factoria.test`, password),
  ]);
});
afterAll(async () => {
  await Promise.all([clientUser, owner].map((user) => user?.close()));
});

const target = () => ({ accountId, companyId, uid: clientUser.uid });
const invoiceDoc = (fileId: string) => db.doc(`accounts/${accountId}/invoices/${fileId}`);

/** An agency-internal document (no company) and its record. */
async function internalDocument() {
  const upload = await uploadDocument(accountId, new TextEncoder().encode('%PDF-1.4\n% internal\n'), {
    name: 'nominas-internas.pdf',
    contentType: 'application/pdf',
    uploadedBy: ownerUid,
  });
  return { ...upload, record: (await recorded(accountId, upload.fileId)).data() };
}

/** What the web app does to upload: the batch document, then each object under it. */
async function announceAndUpload(user: WebUser, fileIds: unknown[], bytes: Uint8Array) {
  const batchId = db.collection('ids').doc().id;
  await setDoc(
    doc(user.firestore, 'accounts', accountId, 'batches', batchId),
    newBatch({ companyId, fileIds: fileIds as string[], createdBy: user.uid, createdAt: Date.now() }),
  );
  for (const fileId of fileIds as string[]) {
    await uploadBytes(ref(user.storage, objectPath(target(), batchId, fileId)), bytes, {
      contentType: 'application/pdf',
      customMetadata: { batchId, fileId, uploadedBy: user.uid, originalName: 'attack.pdf' },
    });
  }
  return batchId;
}

/** A batch created with the Admin SDK and an object under it: the pipeline without the rules. */
async function pastTheRules(fileIds: unknown[], objects: Record<string, string | Uint8Array>, createdAt = Date.now()) {
  const batchRef = db.collection(`accounts/${accountId}/batches`).doc();
  const fileCount = fileIds.length;
  await batchRef.set({
    companyId, fileCount, fileIds, succeeded: 0, failed: 0, pending: fileCount,
    exported: false, exportedAt: null, createdBy: clientUser.uid, createdAt,
  });
  for (const [fileId, content] of Object.entries(objects)) {
    if (typeof content === 'string') await uploadObject(target(), batchRef.id, fileId, content);
    else await bucket().file(objectPath(target(), batchRef.id, fileId)).save(Buffer.from(content), {
      contentType: 'application/pdf',
      metadata: { metadata: { batchId: batchRef.id, fileId, uploadedBy: clientUser.uid, originalName: 'attack.pdf' } },
    });
  }
  return batchRef.id;
}

const failureCodes = (batch: FirebaseFirestore.DocumentSnapshot) =>
  Object.values((batch.get('failures') ?? {}) as Record<string, { code: string }>).map((failure) => failure.code);

/**
 * An invoice recorded from `pdf`. Each test records a different fixture: a second copy of the
 * same invoice is flagged as a duplicate after its batch settles (duplicates.ts looks once the
 * invoice is written), so a snapshot taken at settling could miss the flag a later read sees.
 */
async function processedInvoice(pdf: string) {
  const { batchId, fileIds } = await uploadInvoiceBatch(app, { accountId, companyId, uid: ownerUid }, [pdf]);
  await settledBatch(accountId, batchId);
  const fileId = fileIds[0]!;
  return { fileId, record: (await fileRecord(accountId, fileId).get()).data(), invoice: (await invoiceDoc(fileId).get()).data() };
}

describe('finding 1: a client-chosen id never overwrites another record', () => {
  it("refuses the client user's upload under an existing file's id; the record stays the agency's", async () => {
    const internal = await internalDocument();
    await expect(announceAndUpload(clientUser, [internal.fileId], notAPdf)).rejects.toThrow(/unauthorized|permission/i);
    expect((await fileRecord(accountId, internal.fileId).get()).data()).toEqual(internal.record);
    // And the client user still cannot read the agency document.
    await expect(getMetadata(ref(clientUser.storage, internal.objectPath))).rejects.toThrow(/unauthorized|permission/i);
  });

  it("settles an object that reached the pipeline under a taken id as failed, keeping the other file's record and invoice", async () => {
    const internal = await internalDocument();
    const invoice = await processedInvoice(invoicePdf);
    const failedPath = await pastTheRules([internal.fileId], { [internal.fileId]: notAPdf });
    const readablePath = await pastTheRules([invoice.fileId], { [invoice.fileId]: join(repoRoot, 'fixtures', 'invoices', 'F-2024-001.pdf') });
    for (const batchId of [failedPath, readablePath]) {
      const batch = await settledBatch(accountId, batchId);
      expect(batch.get('succeeded')).toBe(0);
      expect(failureCodes(batch)).toEqual(['upload/file-id-taken']);
    }
    expect((await fileRecord(accountId, internal.fileId).get()).data()).toEqual(internal.record);
    expect((await fileRecord(accountId, invoice.fileId).get()).data()).toEqual(invoice.record);
    expect((await invoiceDoc(invoice.fileId).get()).data()).toEqual(invoice.invoice);
  });
});

describe('finding 3: the trash cannot be hijacked', () => {
  it('refuses re-announcing a deleted invoice file; restore brings back what was deleted; the purge finds it', async () => {
    const invoice = await processedInvoice(join(repoRoot, 'fixtures', 'invoices', 'F-2024-003.pdf'));
    await owner.call('deleteFile', { fileId: invoice.fileId });
    const trashed = (await fileRecord(accountId, invoice.fileId).get()).data();

    await expect(announceAndUpload(clientUser, [invoice.fileId], notAPdf)).rejects.toThrow(/unauthorized|permission/i);
    const pipelineBatch = await pastTheRules([invoice.fileId], { [invoice.fileId]: notAPdf });
    expect(failureCodes(await settledBatch(accountId, pipelineBatch))).toEqual(['upload/file-id-taken']);
    expect((await fileRecord(accountId, invoice.fileId).get()).data()).toEqual(trashed);

    await owner.call('restoreFile', { fileId: invoice.fileId });
    expect((await invoiceDoc(invoice.fileId).get()).data()).toEqual(invoice.invoice);
    expect((await fileRecord(accountId, invoice.fileId).get()).get('storagePath')).toBe(invoice.record!.storagePath);
  });
});

describe('finding 4: batches that could never settle', () => {
  it('refuses batches with the same id twice or ids that are not strings, from the client user', async () => {
    // Refused at the batch itself (before issue 13 the batch was accepted and only an upload failed).
    for (const fileIds of [['twice', 'twice'], [1, 2], [{ id: 'x' }]]) {
      await expect(announceAndUpload(clientUser, fileIds, notAPdf)).rejects.toMatchObject({ code: 'permission-denied' });
    }
  });

  it('the recovery settles inconsistent batches and ids that can never be uploaded, with a reason', async () => {
    const internal = await internalDocument();
    const stalled = Date.now() - 11 * 60 * 1000;
    const duplicated = await pastTheRules(['dup-1', 'dup-1'], { 'dup-1': invoicePdf }, stalled);
    const notStrings = await pastTheRules([1, 'plain-2', { id: 'x' }], {}, stalled);
    const taken = await pastTheRules([internal.fileId], {}, stalled);
    for (let run = 0; run < 2; run++) {
      const response = await fetch(`http://${host}:${ports.functions}/${projectId}/europe-west1/recoverStalledUploads-0`, { method: 'POST' });
      expect(response.ok).toBe(true);
    }
    for (const [batchId, code] of [[duplicated, 'upload/invalid-batch'], [notStrings, 'upload/invalid-batch'], [taken, 'upload/file-id-taken']] as const) {
      const batch = await settledBatch(accountId, batchId);
      expect(batch.get('failed') + batch.get('succeeded')).toBe(batch.get('fileCount'));
      expect(failureCodes(batch).length).toBeGreaterThan(0);
      expect(new Set(failureCodes(batch))).toEqual(new Set([code]));
    }
    expect((await fileRecord(accountId, internal.fileId).get()).data()).toEqual(internal.record);
  });
});
