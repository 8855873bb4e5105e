/**
 * Writes the outcome of one uploaded file: the invoice (or the failure), the file's metadata
 * and every counter it moves (batch, company, account usage, daily aggregates), in one
 * transaction. The invoice id is the file id, so a task delivered twice finds its own earlier
 * write and changes nothing: no counter is ever counted twice.
 */
import type { ExtractionResult } from '@factoria/domain/invoice/invoice.schema';
import type { IssueCode } from '@factoria/domain/invoice/issue-codes';
import { currentMonth } from '@factoria/domain/records/account.schema';
import type { FileRecord } from '@factoria/domain/records/file-record.schema';
import type { InvoiceRecord } from '@factoria/domain/records/invoice-record.schema';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { InvoiceTask } from './invoice-task.schema';
import { estimateSavedSeconds } from './saved-time';

export type RecordOutcome = 'recorded' | 'already-recorded';

const DEFAULT_TIME_ZONE = 'Europe/Madrid';

function refs(db: Firestore, task: InvoiceTask) {
  const account = db.doc(`accounts/${task.accountId}`);
  return {
    account,
    invoice: account.collection('invoices').doc(task.fileId),
    file: account.collection('files').doc(task.fileId),
    batch: account.collection('batches').doc(task.batchId),
    company: account.collection('companies').doc(task.companyId),
  };
}

function fileRecord(task: InvoiceTask): FileRecord {
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

/** True when this file already left its mark: as an invoice or as a failure of its batch. */
async function alreadyRecorded(tx: Transaction, task: InvoiceTask, r: ReturnType<typeof refs>) {
  const [invoice, batch] = await Promise.all([tx.get(r.invoice), tx.get(r.batch)]);
  const failures = (batch.get('failures') ?? {}) as Record<string, unknown>;
  return { done: invoice.exists || task.fileId in failures, batchExists: batch.exists };
}

async function bumpUsage(tx: Transaction, r: ReturnType<typeof refs>, now: number) {
  const account = await tx.get(r.account);
  const timeZone = (account.get('timeZone') as string | undefined) ?? DEFAULT_TIME_ZONE;
  const month = currentMonth(new Date(now), timeZone);
  const sameMonth = account.get('usage.month') === month;
  return () =>
    tx.update(r.account, {
      'usage.month': month,
      'usage.invoicesThisMonth': sameMonth ? FieldValue.increment(1) : 1,
    });
}

function dayKey(now: number, timeZone = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date(now));
}

export async function recordExtraction(
  db: Firestore,
  task: InvoiceTask,
  result: ExtractionResult,
  now = Date.now(),
): Promise<RecordOutcome> {
  const r = refs(db, task);
  return db.runTransaction(async (tx) => {
    const { done } = await alreadyRecorded(tx, task, r);
    if (done) return 'already-recorded';
    const duplicate = await findDuplicate(db, tx, task, result);
    const writeUsage = await bumpUsage(tx, r, now);

    const accurate = result.status === 'successful';
    const savedSeconds = estimateSavedSeconds(result);
    const invoice: InvoiceRecord = {
      ...result,
      companyId: task.companyId,
      batchId: task.batchId,
      fileId: task.fileId,
      fileName: task.fileName,
      storagePath: task.objectPath,
      hasErrors: !accurate,
      duplicateOf: duplicate,
      corrections: [],
      createdAt: task.uploadedAt,
      processedAt: now,
      savedSeconds,
      exportedAt: null,
    };
    tx.create(r.invoice, invoice);
    tx.set(r.file, fileRecord(task));
    tx.update(r.batch, { succeeded: FieldValue.increment(1), pending: FieldValue.increment(-1) });
    const outcome = {
      processed: FieldValue.increment(1),
      accurate: FieldValue.increment(accurate ? 1 : 0),
      withErrors: FieldValue.increment(accurate ? 0 : 1),
      savedSeconds: FieldValue.increment(savedSeconds),
    };
    tx.update(r.company, {
      'stats.processed': outcome.processed,
      'stats.accurate': outcome.accurate,
      'stats.withErrors': outcome.withErrors,
      'stats.savedSeconds': outcome.savedSeconds,
    });
    tx.set(r.account.collection('dailyStats').doc(dayKey(now)), {
      ...outcome,
      processingMs: FieldValue.increment(now - task.uploadedAt),
    }, { merge: true });
    writeUsage();
    return 'recorded';
  });
}

/** A file that could not be processed counts as failed in its batch, with its reason. */
export async function recordFailure(
  db: Firestore,
  task: InvoiceTask,
  code: IssueCode,
): Promise<RecordOutcome> {
  const r = refs(db, task);
  return db.runTransaction(async (tx) => {
    const { done } = await alreadyRecorded(tx, task, r);
    if (done) return 'already-recorded';
    tx.set(r.file, fileRecord(task));
    tx.update(r.batch, {
      failed: FieldValue.increment(1),
      pending: FieldValue.increment(-1),
      [`failures.${task.fileId}`]: { fileName: task.fileName, code },
    });
    return 'recorded';
  });
}

async function findDuplicate(
  db: Firestore,
  tx: Transaction,
  task: InvoiceTask,
  result: ExtractionResult,
): Promise<string | null> {
  if (!result.supplierTaxId || !result.number || !result.date) return null;
  const matches = await tx.get(
    db
      .collection(`accounts/${task.accountId}/invoices`)
      .where('companyId', '==', task.companyId)
      .where('supplierTaxId', '==', result.supplierTaxId)
      .where('number', '==', result.number)
      .where('date', '==', result.date)
      .limit(1),
  );
  return matches.docs[0]?.id ?? null;
}
