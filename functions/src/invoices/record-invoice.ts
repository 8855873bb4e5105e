/**
 * Writes the outcome of one extracted file: the invoice, the file's metadata and every counter
 * it moves (batch, company, account usage, daily aggregates), in one transaction. The invoice
 * id is the file id, so a task delivered twice finds its own earlier write and changes
 * nothing: no counter is ever counted twice. A file refused at this point (company no longer
 * active, monthly limit reached) is recorded as a failure of its batch instead.
 */
import type { ExtractionResult } from '@factoria/domain/invoice/invoice.schema';
import { currentMonth } from '@factoria/domain/records/account.schema';
import type { InvoiceRecord } from '@factoria/domain/records/invoice-record.schema';
import { FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { admission, quotaAccount, type Refusal } from './admission';
import type { InvoiceTask } from './invoice-task.schema';
import { invoiceRefs, recordState, type InvoiceRefs } from './invoice-refs';
import { fileRecord, writeFailure, type RecordOutcome } from './record-failure';
import { estimateSavedSeconds } from './saved-time';

export type ExtractionOutcome = RecordOutcome | Refusal;

export function dayKey(now: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date(now));
}

function invoiceRecord(task: InvoiceTask, result: ExtractionResult, duplicateOf: string | null, now: number): InvoiceRecord {
  return {
    ...result,
    companyId: task.companyId,
    batchId: task.batchId,
    fileId: task.fileId,
    fileName: task.fileName,
    storagePath: task.objectPath,
    hasErrors: result.status !== 'successful',
    duplicateOf,
    corrections: [],
    createdAt: task.uploadedAt,
    processedAt: now,
    processingMs: Math.max(0, now - task.uploadedAt),
    savedSeconds: estimateSavedSeconds(result),
    exportedAt: null,
  };
}

function writeCounters(tx: Transaction, refs: InvoiceRefs, account: DocumentSnapshot, invoice: InvoiceRecord, now: number) {
  const quota = quotaAccount(account);
  const month = currentMonth(new Date(now), quota.timeZone);
  const accurate = !invoice.hasErrors;
  const outcome = {
    processed: FieldValue.increment(1),
    accurate: FieldValue.increment(accurate ? 1 : 0),
    withErrors: FieldValue.increment(accurate ? 0 : 1),
    savedSeconds: FieldValue.increment(invoice.savedSeconds),
  };
  tx.update(refs.batch, { succeeded: FieldValue.increment(1), pending: FieldValue.increment(-1) });
  tx.update(refs.company, {
    'stats.processed': outcome.processed,
    'stats.accurate': outcome.accurate,
    'stats.withErrors': outcome.withErrors,
    'stats.savedSeconds': outcome.savedSeconds,
  });
  tx.set(refs.account.collection('dailyStats').doc(dayKey(now, quota.timeZone)), {
    ...outcome,
    processingMs: FieldValue.increment(invoice.processingMs ?? 0),
  }, { merge: true });
  tx.update(refs.account, {
    'usage.month': month,
    'usage.invoicesThisMonth': quota.usage.month === month ? FieldValue.increment(1) : 1,
  });
}

export async function recordExtraction(
  db: Firestore,
  task: InvoiceTask,
  result: ExtractionResult,
  now = Date.now(),
): Promise<ExtractionOutcome> {
  const refs = invoiceRefs(db, task);
  return db.runTransaction(async (tx) => {
    // Every read at once: the transaction holds the batch, company and account documents, which
    // every file of an upload also needs, for one round trip instead of three.
    const [{ recorded }, account, company, duplicateOf] = await Promise.all([
      recordState(tx, refs, task.fileId),
      tx.get(refs.account),
      tx.get(refs.company),
      findDuplicate(db, tx, task, result),
    ]);
    if (recorded) return 'already-recorded';
    const refusal = admission(account, company, now);
    if (refusal) {
      writeFailure(tx, refs, { fileId: task.fileId, fileName: task.fileName, code: refusal, at: now }, task);
      return refusal;
    }
    const invoice = invoiceRecord(task, result, duplicateOf, now);
    tx.create(refs.invoice, invoice);
    tx.set(refs.file, fileRecord(task));
    writeCounters(tx, refs, account, invoice, now);
    return 'recorded';
  });
}

/** A possible duplicate: same supplier tax id, number and date in the same company. */
async function findDuplicate(db: Firestore, tx: Transaction, task: InvoiceTask, result: ExtractionResult): Promise<string | null> {
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
