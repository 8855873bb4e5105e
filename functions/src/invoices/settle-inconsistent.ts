/**
 * What the recovery settles because no upload can ever settle it (issue 13): the files of a
 * batch whose ids are malformed (an id twice, an id that is not a string: firestore.rules
 * refuses such batches now, older ones may exist), and announced files whose id belongs to
 * another file's record (storage.rules refuses their upload). Each counts as failed with its
 * reason, so `pending` reaches 0 and the batch shows why.
 */
import { wellFormedFileIds, type BatchFailure } from '@factoria/domain/records/batch.schema';
import { invoiceObjectPath } from '@factoria/domain/records/storage-paths';
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { alreadySettled, invoiceRefs, type FileOutcome } from './invoice-refs';
import { writeFailure } from './record-failure';
import { runTransaction } from '../lib/transactions';

/** Settles every file still pending in a malformed batch; returns how many. */
export async function settleMalformedBatch(db: Firestore, accountId: string, batchId: string, now: number): Promise<number> {
  const batchRef = db.doc(`accounts/${accountId}/batches/${batchId}`);
  return runTransaction(db, async (tx) => {
    const batch = await tx.get(batchRef);
    const pending = Number(batch.get('pending'));
    const fileIds = batch.get('fileIds') as unknown;
    if (!batch.exists || !(pending > 0) || fileIds === undefined || wellFormedFileIds(fileIds, batch.get('fileCount'))) return 0;
    const companyId = String(batch.get('companyId'));
    // The string ids that are ids at all can still have an outcome; the rest are slots only.
    const candidates = [...new Set((fileIds as unknown[]).filter((id): id is string => typeof id === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(id)))];
    const outcomes = await Promise.all(candidates.map((fileId) => tx.get(invoiceRefs(db, { accountId, companyId, batchId, fileId }).outcome)));
    const failures = { ...((batch.get('failures') ?? {}) as Record<string, BatchFailure>) };
    const failure: BatchFailure = { fileName: '', code: 'upload/invalid-batch', at: now };
    let settled = 0;
    for (const [index, fileId] of candidates.entries()) {
      if (settled >= pending || outcomes[index]!.exists || failures[fileId]) continue;
      tx.create(outcomes[index]!.ref, { kind: 'failure', code: failure.code, at: now } satisfies FileOutcome);
      failures[fileId] = { ...failure, fileName: `${fileId}.pdf` };
      settled++;
    }
    // The slots no id can ever fill (repeated or non-string ids) share one entry.
    if (settled < pending) failures['~malformed'] = failure;
    tx.update(batchRef, { failures, failed: FieldValue.increment(pending), pending: 0 });
    return pending;
  });
}

/** Settles an announced file that has no object and whose id another file's record holds. */
export async function settleTakenId(db: Firestore, batch: DocumentSnapshot, accountId: string, fileId: string, now: number): Promise<boolean> {
  const ids = { accountId, companyId: String(batch.get('companyId')), batchId: batch.id, fileId };
  const refs = invoiceRefs(db, ids);
  const [record, outcome] = await Promise.all([refs.file.get(), refs.outcome.get()]);
  if (!record.exists || outcome.exists || record.get('storagePath') === invoiceObjectPath(ids)) return false;
  const write = db.batch();
  writeFailure(write, refs, { fileId, fileName: `${fileId}.pdf`, code: 'upload/file-id-taken', at: now }, null);
  try {
    await write.commit();
    return true;
  } catch (error) {
    if (alreadySettled(error)) return false;
    throw error;
  }
}
