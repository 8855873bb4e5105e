/**
 * The documents one uploaded file touches, and whether the file has already left its mark.
 * A file is recorded exactly once: as an invoice (which the trash may have moved to
 * `deletedInvoices`), or as a failure of its batch. The file record exists in both cases.
 */
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';

export interface FileIds {
  accountId: string;
  companyId: string;
  batchId: string;
  fileId: string;
}

export function invoiceRefs(db: Firestore, ids: FileIds) {
  const account = db.doc(`accounts/${ids.accountId}`);
  return {
    account,
    invoice: account.collection('invoices').doc(ids.fileId),
    deletedInvoice: account.collection('deletedInvoices').doc(ids.fileId),
    file: account.collection('files').doc(ids.fileId),
    batch: account.collection('batches').doc(ids.batchId),
    company: account.collection('companies').doc(ids.companyId),
  };
}
export type InvoiceRefs = ReturnType<typeof invoiceRefs>;

export function failureOf(batch: DocumentSnapshot, fileId: string): { fileName: string; code: string } | null {
  const failures = (batch.get('failures') ?? {}) as Record<string, { fileName: string; code: string }>;
  return failures[fileId] ?? null;
}

/** Reads (inside the transaction) whether this file was already recorded, and its batch. */
export async function recordState(tx: Transaction, refs: InvoiceRefs, fileId: string) {
  const [file, invoice, deletedInvoice, batch] = await Promise.all([
    tx.get(refs.file),
    tx.get(refs.invoice),
    tx.get(refs.deletedInvoice),
    tx.get(refs.batch),
  ]);
  const recorded = file.exists || invoice.exists || deletedInvoice.exists || failureOf(batch, fileId) !== null;
  return { recorded, batch };
}
