/**
 * The invoice list's bulk actions (domain/src/records/invoice-bulk.schema.ts). Each invoice is
 * changed in a transaction of its own, so one that vanished or conflicts in between is reported
 * in `failed` and never holds back the others; the answer's `changed` is what the list's undo
 * reverses. No `firebase-functions` here: the callables beside this file parse, authorize and
 * map errors.
 */
import { COUNTER_KEYS, invoiceCounters, type CountedInvoice } from '@factoria/domain/records/invoice-counters';
import type { BulkResult } from '@factoria/domain/records/invoice-bulk.schema';
import { invoiceObjectPath, parseInvoiceObjectPath } from '@factoria/domain/records/storage-paths';
import { FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { readDocs, runTransaction } from '../lib/transactions';
import { moveToTrash, restoreFromTrash } from '../storage/trash-service';
import { InvoiceEditFailure } from './invoice-edit-error';

/** At most this many transactions at once: enough to be quick, few enough not to contend. */
const PARALLEL = 8;

type Outcome = 'changed' | 'unchanged' | 'failed';

async function eachInvoice(ids: readonly string[], change: (id: string) => Promise<Outcome>): Promise<BulkResult> {
  const result: BulkResult = { changed: [], failed: [] };
  const queue = [...new Set(ids)];
  async function worker() {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      let outcome: Outcome;
      try {
        outcome = await change(id);
      } catch {
        outcome = 'failed';
      }
      if (outcome !== 'unchanged') result[outcome].push(id);
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, worker));
  // The order of the request, whatever order the transactions finished in.
  const order = new Map(ids.map((id, index) => [id, index]));
  for (const list of [result.changed, result.failed]) list.sort((a, b) => order.get(a)! - order.get(b)!);
  return result;
}

export interface BulkTarget {
  accountId: string;
  uid: string;
  now: number;
}

/** Moves invoices (and their files) to the trash, as `deleteInvoice` does one by one. */
export function deleteInvoices(db: Firestore, target: BulkTarget, ids: readonly string[]): Promise<BulkResult> {
  return eachInvoice(ids, async (fileId) => {
    const file = await db.doc(`accounts/${target.accountId}/files/${fileId}`).get();
    if (!file.exists || file.get('kind') !== 'invoice') return 'failed';
    if (typeof file.get('deletedAt') === 'number') return 'unchanged';
    await moveToTrash(db, { accountId: target.accountId, fileId, by: target.uid, now: target.now });
    return 'changed';
  });
}

/** Brings invoices back from the trash: the undo of `deleteInvoices`. */
export function restoreInvoices(db: Firestore, target: BulkTarget, ids: readonly string[]): Promise<BulkResult> {
  return eachInvoice(ids, async (fileId) => {
    const file = await db.doc(`accounts/${target.accountId}/files/${fileId}`).get();
    if (!file.exists || file.get('kind') !== 'invoice') return 'failed';
    if (typeof file.get('deletedAt') !== 'number') return 'unchanged';
    await restoreFromTrash(db, { accountId: target.accountId, fileId, now: target.now });
    return 'changed';
  });
}

/** Marks invoices reviewed, or not reviewed again (the undo); those already so are left as they are. */
export function markInvoicesReviewed(db: Firestore, target: BulkTarget, ids: readonly string[], reviewed: boolean): Promise<BulkResult> {
  const invoices = db.collection(`accounts/${target.accountId}/invoices`);
  return eachInvoice(ids, (id) =>
    runTransaction(db, async (tx) => {
      const invoice = await tx.get(invoices.doc(id));
      if (!invoice.exists) return 'failed';
      if ((typeof invoice.get('reviewedAt') === 'number') === reviewed) return 'unchanged';
      tx.update(invoice.ref, reviewed ? { reviewedAt: target.now, reviewedBy: target.uid } : { reviewedAt: null, reviewedBy: null });
      return 'changed';
    }),
  );
}

/** One company's `stats` moved by what an invoice counts, in either direction. */
function moveCompanyStats(tx: Transaction, company: DocumentReference, invoice: CountedInvoice, sign: 1 | -1): void {
  const counters = invoiceCounters(invoice);
  const update: Record<string, FieldValue> = {};
  for (const key of COUNTER_KEYS) if (counters[key] !== 0) update[`stats.${key}`] = FieldValue.increment(sign * counters[key]);
  tx.update(company, update);
}

/** The invoice PDFs in Cloud Storage, for a move (the callable passes the bucket). */
export interface InvoiceObjects {
  copy(from: string, to: string): Promise<void>;
  remove(path: string): Promise<void>;
}

/**
 * Moves invoices to another company of the same agency: the invoice and its file record take
 * the company's id, and what the invoice counts leaves the old company's `stats` for the new
 * one's in the same transaction. The agency's day figures do not change (the invoice was
 * processed on the same day, in the same agency); its upload batch stays the one it came in
 * (the reports list uploads as they happened).
 *
 * The PDF follows it to the new company's folder (storage.rules let a company's users read
 * their company's folder only): copied first, the records switched to the copy in the
 * transaction, then the old object removed; a transaction that fails removes the copy instead.
 * The upload trigger leaves the copy alone: its batch belongs to the other company.
 */
export async function moveInvoices(db: Firestore, objects: InvoiceObjects, target: BulkTarget, ids: readonly string[], companyId: string): Promise<BulkResult> {
  const account = db.doc(`accounts/${target.accountId}`);
  const destination = account.collection('companies').doc(companyId);
  if (!(await destination.get()).exists) throw new InvoiceEditFailure('invoice-edit/not-found');
  return eachInvoice(ids, async (id) => {
    const invoiceRef = account.collection('invoices').doc(id);
    const before = await invoiceRef.get();
    if (!before.exists) return 'failed';
    if (before.get('companyId') === companyId) return 'unchanged';
    const oldPath = String(before.get('storagePath') ?? '');
    const parsed = parseInvoiceObjectPath(oldPath);
    const newPath = parsed ? invoiceObjectPath({ ...parsed, companyId }) : oldPath;
    if (newPath !== oldPath) await objects.copy(oldPath, newPath);
    let outcome: Outcome;
    try {
      outcome = await runTransaction(db, async (tx) => {
        const [invoice, file, company] = await readDocs(tx, invoiceRef, account.collection('files').doc(id), destination);
        if (!invoice.exists || !company.exists) return 'failed';
        const from = String(invoice.get('companyId'));
        if (from === companyId) return 'unchanged';
        // Moved by someone else in between: the copy made above is of a path no longer current.
        if (invoice.get('storagePath') !== oldPath) return 'failed';
        const data = invoice.data() as CountedInvoice;
        moveCompanyStats(tx, account.collection('companies').doc(from), data, -1);
        moveCompanyStats(tx, destination, data, 1);
        tx.update(invoice.ref, { companyId, storagePath: newPath });
        if (file.exists) tx.update(file.ref, { companyId, storagePath: newPath });
        return 'changed';
      });
    } catch (error) {
      if (newPath !== oldPath) await objects.remove(newPath).catch(() => undefined);
      throw error;
    }
    if (newPath !== oldPath) await objects.remove(outcome === 'changed' ? oldPath : newPath);
    return outcome;
  });
}
