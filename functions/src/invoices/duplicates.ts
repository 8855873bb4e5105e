/**
 * Possible duplicates: invoices of the same company with the same supplier tax id, number and
 * date. Both are kept; the one recorded later (by processing time, then id) points at the
 * earlier one.
 *
 * The look happens after the invoice is written, so it adds nothing to the time until the
 * invoice appears, and two copies recorded at the same moment (the same file dropped twice in
 * one upload) see each other: each looks, and only the later of the two flags itself.
 */
import type { ExtractionResult } from '@factoria/domain/invoice/invoice.schema';
import type { Firestore } from 'firebase-admin/firestore';
import { invoiceRefs } from './invoice-refs';
import type { InvoiceTask } from './invoice-task.schema';
import { runTransaction } from '../lib/transactions';

interface Recorded {
  id: string;
  processedAt: number;
  duplicateOf: string | null;
}

const earlier = (a: Recorded, b: Recorded) => a.processedAt < b.processedAt || (a.processedAt === b.processedAt && a.id < b.id);

/** Flags the file's invoice when an earlier invoice has the same key; idempotent. */
export async function flagDuplicate(db: Firestore, task: InvoiceTask, result: ExtractionResult): Promise<void> {
  if (!result.supplierTaxId || !result.number || !result.date) return;
  const matches = await db
    .collection(`accounts/${task.accountId}/invoices`)
    .where('companyId', '==', task.companyId)
    .where('supplierTaxId', '==', result.supplierTaxId)
    .where('number', '==', result.number)
    .where('date', '==', result.date)
    .select('processedAt', 'duplicateOf')
    .get();
  const recorded = matches.docs.map((doc): Recorded => ({
    id: doc.id,
    processedAt: Number(doc.get('processedAt')),
    duplicateOf: (doc.get('duplicateOf') as string | null | undefined) ?? null,
  }));
  const self = recorded.find((invoice) => invoice.id === task.fileId);
  if (!self || self.duplicateOf !== null) return;
  const original = recorded
    .filter((other) => other.id !== self.id && other.duplicateOf !== self.id && earlier(other, self))
    .sort((a, b) => (earlier(a, b) ? -1 : 1))[0];
  if (!original) return;
  const ref = invoiceRefs(db, task).invoice;
  await runTransaction(db, async (tx) => {
    const invoice = await tx.get(ref);
    if (invoice.exists && invoice.get('duplicateOf') === null) tx.update(ref, { duplicateOf: original.id });
  });
}
