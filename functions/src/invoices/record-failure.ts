/**
 * A file that does not become an invoice counts as failed in its batch, with its reason: it
 * could not be read, its company is not active, the plan's monthly limit is reached, the user
 * cancelled it, or its id already belongs to another file. Idempotent like every recording: a
 * file already settled changes nothing. The file's record is created, never overwritten: a
 * client chose the id (issue 13), so a record that exists is another file's and stays as it is.
 */
import type { FileRecord } from '@factoria/domain/records/file-record.schema';
import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import type { InvoiceTask } from './invoice-task.schema';
import { alreadySettled, invoiceRefs, type FileOutcome, type InvoiceRefs } from './invoice-refs';

export type RecordOutcome = 'recorded' | 'already-recorded';

/** What a transaction and a write batch have in common, for writes that go in either. */
export interface Writes {
  create(ref: DocumentReference, data: object): unknown;
  set(ref: DocumentReference, data: object): unknown;
  update(ref: DocumentReference, data: object): unknown;
}

export function fileRecord(task: InvoiceTask): FileRecord {
  return {
    name: task.fileName,
    storagePath: task.objectPath,
    size: task.size,
    contentType: 'application/pdf',
    kind: 'invoice',
    origin: task.origin ?? 'web',
    ...(task.email ? { email: task.email } : {}),
    companyId: task.companyId,
    uploadedBy: task.uploadedBy,
    uploadedAt: task.uploadedAt,
    deletedAt: null,
    originalPath: null,
  };
}

/**
 * Writes the failure and the file's outcome (whose create fails if the file already settled);
 * `task` is null when no record may be written: no object exists (a cancelled upload), or the
 * file's id belongs to another file.
 */
export function writeFailure(
  writes: Writes,
  refs: InvoiceRefs,
  failure: { fileId: string; fileName: string; code: string; at: number },
  task: InvoiceTask | null,
): void {
  writes.create(refs.outcome, { kind: 'failure', code: failure.code, at: failure.at } satisfies FileOutcome);
  if (task) writes.create(refs.file, fileRecord(task));
  writes.update(refs.batch, {
    failed: FieldValue.increment(1),
    pending: FieldValue.increment(-1),
    [`failures.${failure.fileId}`]: { fileName: failure.fileName, code: failure.code, at: failure.at },
  });
}

/** One atomic write, no reads: two deliveries racing each other settle the file once. */
export async function recordFailure(db: Firestore, task: InvoiceTask, code: string, now = Date.now()): Promise<RecordOutcome> {
  const refs = invoiceRefs(db, task);
  try {
    await commitFailure(db, refs, task, code, now, true);
    return 'recorded';
  } catch (error) {
    if (!alreadySettled(error)) throw error;
  }
  // The outcome or the file's record existed; only the outcome means this file has settled.
  if ((await refs.outcome.get()).exists) return 'already-recorded';
  return recordTakenId(db, task, now);
}

/** The file's id belongs to another file's record: the file fails, and that record stays untouched. */
export async function recordTakenId(db: Firestore, task: InvoiceTask, now = Date.now()): Promise<RecordOutcome> {
  try {
    await commitFailure(db, invoiceRefs(db, task), task, 'upload/file-id-taken', now, false);
    return 'recorded';
  } catch (error) {
    if (alreadySettled(error)) return 'already-recorded';
    throw error;
  }
}

async function commitFailure(db: Firestore, refs: InvoiceRefs, task: InvoiceTask, code: string, now: number, withRecord: boolean) {
  const batch = db.batch();
  writeFailure(batch, refs, { fileId: task.fileId, fileName: task.fileName, code, at: now }, withRecord ? task : null);
  await batch.commit();
}
