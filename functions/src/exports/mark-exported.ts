/**
 * Records an export in one transaction: the export document, `exportedAt` on every invoice it
 * included, and on every batch it touched `exportedCount` and `exported` (true once every
 * invoice of the batch has been exported; albaranes and other non-invoices do not hold it back).
 * It re-reads the invoices first: if one changed since it was selected (deleted, corrected back
 * to errors, exported by a concurrent export), the transaction refuses and nothing is marked.
 */
import type { ExportRecord } from '@factoria/domain/records/export.schema';
import type { DocumentReference, DocumentSnapshot, Firestore, QuerySnapshot, Transaction } from 'firebase-admin/firestore';
import { ExportError } from './export-error';
import { runTransaction } from '../lib/transactions';

const INVOICE_TYPES = new Set(['invoice', 'credit-note']);

function stillExportable(doc: DocumentSnapshot, reexport: boolean): boolean {
  return doc.exists && doc.get('status') === 'successful' && (reexport || doc.get('exportedAt') == null);
}

/** One read after the other: see lib/transactions.ts. */
async function readBatches(tx: Transaction, account: DocumentReference, batchIds: string[]) {
  const read: { batch: DocumentSnapshot; invoices: QuerySnapshot }[] = [];
  for (const batchId of batchIds) {
    const batch = await tx.get(account.collection('batches').doc(batchId));
    const invoices = await tx.get(account.collection('invoices').where('batchId', '==', batchId));
    read.push({ batch, invoices });
  }
  return read;
}

export async function markExported(
  db: Firestore,
  accountId: string,
  exportRef: DocumentReference,
  record: ExportRecord,
  now: number,
): Promise<void> {
  const account = db.doc(`accounts/${accountId}`);
  const invoiceRefs = record.invoiceIds.map((id) => account.collection('invoices').doc(id));
  await runTransaction(db, async (tx) => {
    const current = await tx.getAll(...invoiceRefs);
    if (!current.every((doc) => stillExportable(doc, record.reexport))) throw new ExportError('export/conflict');
    const batchIds = [...new Set(current.map((doc) => String(doc.get('batchId'))))];
    const batches = await readBatches(tx, account, batchIds);
    const included = new Set(record.invoiceIds);

    tx.create(exportRef, record);
    for (const ref of invoiceRefs) tx.update(ref, { exportedAt: now });
    for (const { batch, invoices } of batches) {
      if (!batch.exists) continue;
      const exportedAfter = (doc: DocumentSnapshot) => included.has(doc.id) || doc.get('exportedAt') != null;
      const exportedCount = invoices.docs.filter(exportedAfter).length;
      const exported = invoices.docs.every((doc) => !INVOICE_TYPES.has(String(doc.get('documentType'))) || exportedAfter(doc));
      tx.update(batch.ref, { exportedCount, exported, exportedAt: now });
    }
  });
}
