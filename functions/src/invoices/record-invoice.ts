/**
 * Writes the outcome of one extracted file: the invoice, the file's metadata, its outcome and
 * every counter it moves (batch, company, account usage, daily aggregates), in one atomic
 * write. The invoice id is the file id.
 *
 * Every file of an upload moves the same counters, so the write reads none of them: the
 * counters take increments, and the file's outcome document (created, never overwritten)
 * makes a task delivered twice, or two deliveries at once, change nothing the second time.
 * Only the account is read, for the plan's monthly limit, and the write holds the update time
 * it read as a precondition: if another file counted in between, the write is refused and
 * tried again on fresh figures, so concurrent files cannot overrun the limit. Nothing waits on
 * a lock, which is what made concurrent transactions on these documents slow. A file refused
 * at this point (company no longer active, monthly limit reached) is recorded as a failure of
 * its batch instead.
 *
 * The invoice and the file's record are created, never overwritten (issue 13): the id was chosen
 * by a client, and a record under it that this batch did not create is another file's. Such a
 * file fails with `upload/file-id-taken` and the other records stay as they were.
 *
 * The agency's profile of the supplier read (issue 19) is read with the account and weighs on
 * the result (applySupplierProfile: agreeing values pass the confidence gate, a number against
 * the supplier's pattern goes to review); an invoice that goes through untouched teaches the
 * profile in the same write, guarded like the account: a profile changed or created by another
 * file in between refuses the write, which is tried again on the fresh profile.
 */
import type { ExtractionResult } from '@factoria/domain/invoice/invoice.schema';
import { currentMonth } from '@factoria/domain/records/account.schema';
import { countersDelta } from '@factoria/domain/records/invoice-counters';
import type { InvoiceRecord } from '@factoria/domain/records/invoice-record.schema';
import { applySupplierProfile } from '@factoria/domain/suppliers/apply-supplier-profile';
import { learnSupplier } from '@factoria/domain/suppliers/learn-supplier';
import { supplierProfileKey } from '@factoria/domain/suppliers/supplier-profile.schema';
import { FieldValue, type DocumentSnapshot, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { admission, quotaAccount, type Refusal } from './admission';
import { flagDuplicate } from './duplicates';
import type { InvoiceTask } from './invoice-task.schema';
import { alreadySettled, invoiceRefs, type FileOutcome, type InvoiceRefs } from './invoice-refs';
import { fileRecord, recordFailure, recordTakenId, type RecordOutcome } from './record-failure';
import { estimateSavedSeconds } from './saved-time';
import { applyCounters, counterTargets } from '../invoice-edits/invoice-stats';
import { pauseBeforeRetry } from '../lib/transactions';
import { profileOf, supplierProfileRef, writeLearnedInBatch } from '../supplier-profiles/supplier-profile-store';

export type ExtractionOutcome = RecordOutcome | Refusal | 'upload/file-id-taken';

/** Each try reads the account again; another file's write in between is the only reason to retry. */
const MAX_TRIES = 30;


function invoiceRecord(task: InvoiceTask, result: ExtractionResult, now: number): InvoiceRecord {
  return {
    ...result,
    companyId: task.companyId,
    batchId: task.batchId,
    fileId: task.fileId,
    fileName: task.fileName,
    storagePath: task.objectPath,
    hasErrors: result.status !== 'successful',
    duplicateOf: null,
    corrections: [],
    createdAt: task.uploadedAt,
    processedAt: now,
    processingMs: Math.max(0, now - task.uploadedAt),
    savedSeconds: estimateSavedSeconds(result),
    exportedAt: null,
  };
}

function writeCounters(batch: WriteBatch, refs: InvoiceRefs, account: DocumentSnapshot, invoice: InvoiceRecord, now: number) {
  const quota = quotaAccount(account);
  const month = currentMonth(new Date(now), quota.timeZone);
  batch.update(refs.batch, { succeeded: FieldValue.increment(1), pending: FieldValue.increment(-1) });
  const targets = counterTargets(refs.invoice, invoice, quota.timeZone);
  applyCounters(batch, { ...targets, batch: refs.batch }, countersDelta(null, invoice));
  batch.set(targets.day, { processingMs: FieldValue.increment(invoice.processingMs ?? 0) }, { merge: true });
  // The precondition: the account as it was read, or the write is refused.
  batch.update(refs.account, {
    'usage.month': month,
    'usage.invoicesThisMonth': quota.usage.month === month ? FieldValue.increment(1) : 1,
  }, { lastUpdateTime: account.updateTime! });
}

/** gRPC FAILED_PRECONDITION: the account changed since it was read. */
const accountChanged = (error: unknown) => (error as { code?: unknown }).code === 9;

/**
 * `company`: the company as the task read it before the extraction, when it did (its status
 * is all that is needed). The account is read right before each try: read any earlier, another
 * file would almost always have counted in between and refused the write.
 */
export async function recordExtraction(
  db: Firestore,
  task: InvoiceTask,
  result: ExtractionResult,
  company?: DocumentSnapshot,
  now = Date.now(),
): Promise<ExtractionOutcome> {
  const refs = invoiceRefs(db, task);
  const profileKey = supplierProfileKey(result.supplierTaxId);
  const profileRef = profileKey ? supplierProfileRef(refs.account, profileKey) : null;
  const extracted = result;
  for (let tries = 1; ; tries++) {
    const [account, currentCompany, profileSnapshot] = await Promise.all([
      refs.account.get(),
      company ?? refs.company.get(),
      profileRef ? profileRef.get() : null,
    ]);
    company = currentCompany;
    const refusal = admission(account, company, now);
    if (refusal) return (await recordFailure(db, task, refusal, now)) === 'recorded' ? refusal : 'already-recorded';
    const profile = profileOf(profileSnapshot);
    result = applySupplierProfile(extracted, profile);
    const taught = profileSnapshot && result.status === 'successful' ? learnSupplier(profile, result, undefined, now) : null;
    const learned = taught && taught !== profile ? taught : null;
    // The invoice is counted in the profile once: a later save in the review screen does not again.
    const invoice = { ...invoiceRecord(task, result, now), ...(learned ? { supplierLearned: { taxId: learned.taxId, at: now } } : {}) };
    const batch = db.batch();
    batch.create(refs.outcome, { kind: 'invoice', code: null, at: now } satisfies FileOutcome);
    batch.create(refs.invoice, invoice);
    batch.create(refs.file, fileRecord(task));
    writeCounters(batch, refs, account, invoice, now);
    if (profileSnapshot && learned) writeLearnedInBatch(batch, profileSnapshot, learned);
    try {
      await batch.commit();
    } catch (error) {
      if (alreadySettled(error)) {
        const settled = (await refs.outcome.get()).exists;
        // Another file of the supplier created its profile first: learn on top of it.
        if (!settled && learned && !profileSnapshot!.exists && (await profileRef!.get()).exists && tries < MAX_TRIES) continue;
        if (!settled) {
          // Not this file's outcome: its invoice or record id belongs to another file.
          return (await recordTakenId(db, task, now)) === 'recorded' ? 'upload/file-id-taken' : 'already-recorded';
        }
        // A delivery that wrote the invoice but stopped before its look for copies.
        await flagDuplicate(db, task, result);
        return 'already-recorded';
      }
      if (!accountChanged(error) || tries >= MAX_TRIES) throw error;
      await pauseBeforeRetry(tries, 20);
      continue;
    }
    await flagDuplicate(db, task, result);
    return 'recorded';
  }
}
