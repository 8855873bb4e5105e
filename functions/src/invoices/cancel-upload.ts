/**
 * Cancels one file of a batch: unless the pipeline already recorded it, it counts as failed
 * (`upload/cancelled`) so the batch's `pending` still reaches 0, and its object, if it landed
 * after all, is deleted. The trigger also drops an object whose file was cancelled.
 */
import type { CancelUploadRequest, CancelUploadResult } from '@factoria/domain/records/upload-requests.schema';
import { invoiceObjectPath } from '@factoria/domain/records/storage-paths';
import type { Firestore } from 'firebase-admin/firestore';
import { invoiceRefs, type FileOutcome } from './invoice-refs';
import { writeFailure } from './record-failure';
import type { UploadCaller } from './upload-caller';
import { UploadError } from './upload-error';
import { runTransaction } from '../lib/transactions';

interface ObjectStore {
  deleteObject(path: string): Promise<void>;
}

export async function cancelUpload(
  db: Firestore,
  objects: ObjectStore,
  caller: UploadCaller,
  input: Required<CancelUploadRequest>,
  now = Date.now(),
): Promise<CancelUploadResult> {
  const batchRef = db.doc(`accounts/${caller.accountId}/batches/${input.batchId}`);
  const outcome = await runTransaction(db, async (tx) => {
    const batch = await tx.get(batchRef);
    if (!batch.exists) throw new UploadError('upload/not-found');
    const companyId = batch.get('companyId') as string;
    if (caller.companyId !== null && caller.companyId !== companyId) throw new UploadError('upload/permission-denied');
    const fileIds = batch.get('fileIds') as string[] | undefined;
    if (!fileIds?.includes(input.fileId)) throw new UploadError('upload/not-found');
    const ids = { accountId: caller.accountId, companyId, batchId: input.batchId, fileId: input.fileId };
    const refs = invoiceRefs(db, ids);
    const settled = await tx.get(refs.outcome);
    if (settled.exists) {
      return { state: (settled.data() as FileOutcome).kind === 'failure' ? 'failed' : 'processed', ids } as const;
    }
    writeFailure(tx, refs, { fileId: input.fileId, fileName: input.fileName, code: 'upload/cancelled', at: now }, null);
    return { state: 'cancelled', ids } as const;
  });
  if (outcome.state === 'cancelled') await objects.deleteObject(invoiceObjectPath(outcome.ids));
  return { state: outcome.state };
}
