/**
 * A file that does not become an invoice counts as failed in its batch, with its reason: it
 * could not be read, its company is not active, the plan's monthly limit is reached, or the
 * user cancelled it. Idempotent like every recording: a file already recorded changes nothing.
 */
import type { FileRecord } from '@factoria/domain/records/file-record.schema';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { InvoiceTask } from './invoice-task.schema';
import { invoiceRefs, recordState, type InvoiceRefs } from './invoice-refs';

export type RecordOutcome = 'recorded' | 'already-recorded';

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

/** Writes the failure; `task` is null when no object exists (a cancelled upload): no file record. */
export function writeFailure(
  tx: Transaction,
  refs: InvoiceRefs,
  failure: { fileId: string; fileName: string; code: string; at: number },
  task: InvoiceTask | null,
): void {
  if (task) tx.set(refs.file, fileRecord(task));
  tx.update(refs.batch, {
    failed: FieldValue.increment(1),
    pending: FieldValue.increment(-1),
    [`failures.${failure.fileId}`]: { fileName: failure.fileName, code: failure.code, at: failure.at },
  });
}

export async function recordFailure(db: Firestore, task: InvoiceTask, code: string, now = Date.now()): Promise<RecordOutcome> {
  const refs = invoiceRefs(db, task);
  return db.runTransaction(async (tx) => {
    const { recorded } = await recordState(tx, refs, task.fileId);
    if (recorded) return 'already-recorded';
    writeFailure(tx, refs, { fileId: task.fileId, fileName: task.fileName, code, at: now }, task);
    return 'recorded';
  });
}
