/**
 * A file that does not become an invoice counts as failed in its batch, with its reason: it
 * could not be read, its company is not active, the plan's monthly limit is reached, or the
 * user cancelled it. Idempotent like every recording: a file already settled changes nothing.
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
    origin: 'web',
    companyId: task.companyId,
    uploadedBy: task.uploadedBy,
    uploadedAt: task.uploadedAt,
    deletedAt: null,
    originalPath: null,
  };
}

/**
 * Writes the failure and the file's outcome (whose create fails if the file already settled);
 * `task` is null when no object exists (a cancelled upload): no file record then.
 */
export function writeFailure(
  writes: Writes,
  refs: InvoiceRefs,
  failure: { fileId: string; fileName: string; code: string; at: number },
  task: InvoiceTask | null,
): void {
  writes.create(refs.outcome, { kind: 'failure', code: failure.code, at: failure.at } satisfies FileOutcome);
  if (task) writes.set(refs.file, fileRecord(task));
  writes.update(refs.batch, {
    failed: FieldValue.increment(1),
    pending: FieldValue.increment(-1),
    [`failures.${failure.fileId}`]: { fileName: failure.fileName, code: failure.code, at: failure.at },
  });
}

/** One atomic write, no reads: two deliveries racing each other settle the file once. */
export async function recordFailure(db: Firestore, task: InvoiceTask, code: string, now = Date.now()): Promise<RecordOutcome> {
  const batch = db.batch();
  writeFailure(batch, invoiceRefs(db, task), { fileId: task.fileId, fileName: task.fileName, code, at: now }, task);
  try {
    await batch.commit();
    return 'recorded';
  } catch (error) {
    if (alreadySettled(error)) return 'already-recorded';
    throw error;
  }
}
