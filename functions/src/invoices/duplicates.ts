/**
 * Possible duplicates: invoices of the same company with the same supplier tax id, number and
 * date. Both are kept; the later one (by upload time, then id) points at the earlier one.
 *
 * The check before the write flags a copy of an invoice recorded earlier. Two copies processed
 * at the same moment (the same file dropped twice in one upload) do not see each other there,
 * so each looks again after its write, and only the later of the two flags itself.
 */
import type { ExtractionResult } from '@factoria/domain/invoice/invoice.schema';
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { invoiceRefs } from './invoice-refs';
import type { InvoiceTask } from './invoice-task.schema';

async function sameInvoices(db: Firestore, task: InvoiceTask, result: ExtractionResult): Promise<QueryDocumentSnapshot[]> {
  if (!result.supplierTaxId || !result.number || !result.date) return [];
  const matches = await db
    .collection(`accounts/${task.accountId}/invoices`)
    .where('companyId', '==', task.companyId)
    .where('supplierTaxId', '==', result.supplierTaxId)
    .where('number', '==', result.number)
    .where('date', '==', result.date)
    .get();
  return matches.docs.filter((doc) => doc.id !== task.fileId);
}

/** The id of an invoice this one repeats, among those already recorded. */
export async function findDuplicate(db: Firestore, task: InvoiceTask, result: ExtractionResult): Promise<string | null> {
  return (await sameInvoices(db, task, result))[0]?.id ?? null;
}

const earlier = (a: { createdAt: number; id: string }, b: { createdAt: number; id: string }) =>
  a.createdAt < b.createdAt || (a.createdAt === b.createdAt && a.id < b.id);

/** After the write: flags this invoice if an earlier copy was recorded at the same time. */
export async function flagDuplicate(db: Firestore, task: InvoiceTask, result: ExtractionResult): Promise<void> {
  const self = { createdAt: task.uploadedAt, id: task.fileId };
  const original = (await sameInvoices(db, task, result))
    .map((doc) => ({ id: doc.id, createdAt: Number(doc.get('createdAt')), duplicateOf: doc.get('duplicateOf') as string | null }))
    .filter((other) => other.duplicateOf !== task.fileId && earlier(other, self))
    .sort((a, b) => (earlier(a, b) ? -1 : 1))[0];
  if (!original) return;
  const ref = invoiceRefs(db, task).invoice;
  await db.runTransaction(async (tx) => {
    const invoice = await tx.get(ref);
    if (invoice.exists && invoice.get('duplicateOf') === null) tx.update(ref, { duplicateOf: original.id });
  });
}
