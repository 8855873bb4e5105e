/**
 * What happens to an object that landed under the invoice path: ignored when it is not one of
 * its batch's files, removed when the user cancelled it, recorded as failed when its batch is
 * malformed, when its id already belongs to another file's record (removed too: issue 13) or
 * when it is not a readable PDF, otherwise queued for extraction. Heavy work never runs here. Both the upload
 * trigger and the recovery of stalled uploads go through it; every step is idempotent.
 */
import { inspectPdf } from '@factoria/domain/extraction/pdf/inspect-pdf';
import { wellFormedFileIds } from '@factoria/domain/records/batch.schema';
import { MAX_INVOICE_BYTES, parseInvoiceObjectPath } from '@factoria/domain/records/storage-paths';
import { adminFunctions, db, storage } from '../lib/admin';
import { REGION } from '../lib/config';
import { failureOf, invoiceRefs } from './invoice-refs';
import type { InvoiceTask } from './invoice-task.schema';
import { recordFailure, recordTakenId } from './record-failure';

export const PROCESS_INVOICE_FUNCTION = 'processInvoice';

export interface LandedObject {
  bucket: string;
  name: string;
  size: number | string;
  timeCreated?: string | Date | undefined;
  metadata?: Record<string, string> | undefined;
}

export type Admission = 'ignored' | 'outside-batch' | 'cancelled' | 'rejected' | 'queued' | 'already-queued';

function taskOf(object: LandedObject, ids: NonNullable<ReturnType<typeof parseInvoiceObjectPath>>): InvoiceTask {
  const custom = object.metadata ?? {};
  return {
    ...ids,
    bucket: object.bucket,
    objectPath: object.name,
    fileName: (custom.originalName ?? `${ids.fileId}.pdf`).slice(0, 300),
    size: Number(object.size),
    uploadedBy: custom.uploadedBy ?? '',
    // Files received by email (functions/src/mail) say so, with the message's sender and subject.
    ...(custom.origin === 'email'
      ? { origin: 'email' as const, email: { from: (custom.emailFrom ?? '').slice(0, 300), subject: (custom.emailSubject ?? '').slice(0, 300) } }
      : {}),
    uploadedAt: object.timeCreated ? new Date(object.timeCreated).getTime() : Date.now(),
  };
}

const removeObject = (task: InvoiceTask) => storage().bucket(task.bucket).file(task.objectPath).delete({ ignoreNotFound: true });

async function inspect(task: InvoiceTask) {
  if (task.size > MAX_INVOICE_BYTES) return 'pdf/too-large';
  const [bytes] = await storage().bucket(task.bucket).file(task.objectPath).download();
  const inspection = await inspectPdf(new Uint8Array(bytes), { maxBytes: MAX_INVOICE_BYTES });
  return inspection.ok ? null : (inspection.code ?? 'pdf/corrupt');
}

/** `taskId`: the Cloud Tasks name that makes a repeated enqueue a no-op. */
export async function admitObject(object: LandedObject, taskId?: string): Promise<{ admission: Admission; code?: string }> {
  const ids = parseInvoiceObjectPath(object.name);
  if (!ids) return { admission: 'ignored' };
  const task = taskOf(object, ids);
  const refs = invoiceRefs(db(), ids);
  const [batch, record] = await Promise.all([refs.batch.get(), refs.file.get()]);
  const fileIds = batch.get('fileIds') as unknown;
  // storage.rules never let such an object in; counting it would break the batch's counters.
  if (!batch.exists || batch.get('companyId') !== ids.companyId || (Array.isArray(fileIds) && !fileIds.includes(ids.fileId))) {
    return { admission: 'outside-batch' };
  }
  if (failureOf(batch, ids.fileId)?.code === 'upload/cancelled') {
    // The user cancelled while the last bytes were on their way: the file must not stay.
    await removeObject(task);
    return { admission: 'cancelled' };
  }
  if (record.exists && record.get('storagePath') !== task.objectPath) {
    await recordTakenId(db(), task);
    await removeObject(task);
    return { admission: 'rejected', code: 'upload/file-id-taken' };
  }
  // Batches written before firestore.rules checked their ids have none or may be malformed.
  const rejection = fileIds !== undefined && !wellFormedFileIds(fileIds, batch.get('fileCount'))
    ? 'upload/invalid-batch'
    : await inspect(task);
  if (rejection) {
    await recordFailure(db(), task, rejection);
    return { admission: 'rejected', code: rejection };
  }
  try {
    await adminFunctions()
      .taskQueue(`locations/${REGION}/functions/${PROCESS_INVOICE_FUNCTION}`)
      .enqueue(task, { id: taskId ?? `${ids.accountId}-${ids.fileId}` });
    return { admission: 'queued' };
  } catch (error) {
    if ((error as { code?: string }).code !== 'functions/task-already-exists') throw error;
    return { admission: 'already-queued' };
  }
}
