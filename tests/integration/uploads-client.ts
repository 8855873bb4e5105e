/**
 * Helpers of the upload integration tests: batches and objects written with the Admin SDK
 * exactly as the web app writes them, with the order under the test's control.
 */
import { readFileSync } from 'node:fs';
import { getStorage } from 'firebase-admin/storage';
import { newBatch } from '../../domain/src/records/batch.schema.ts';
import { invoiceObjectPath } from '../../domain/src/records/storage-paths.ts';
import { createAgency } from '../../scripts/lib/agency-builder.ts';
import { FIXTURE_CUSTOMER } from '../../scripts/lib/fixture-customer.ts';
import { app, db, eventually, uniqueId } from '../support/admin.ts';

export interface Target {
  accountId: string;
  companyId: string;
  uid: string;
}

/** A fresh agency (owner only) with one active company, `client`, the fixture invoices' customer. */
export async function agencyWithClient(prefix: string): Promise<Target> {
  const accountId = uniqueId(prefix);
  const { ownerUid } = await createAgency(app, {
    accountId,
    name: `${prefix} agency`,
    owner: { email: `${accountId}@factoria.test`, password: 'integration-1', username: prefix },
    companies: [{ id: 'client', name: FIXTURE_CUSTOMER.name, taxId: FIXTURE_CUSTOMER.taxId, status: 'active' }],
  });
  return { accountId, companyId: 'client', uid: ownerUid };
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
