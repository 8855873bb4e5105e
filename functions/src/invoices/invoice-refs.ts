/**
 * The documents one uploaded file touches, and the mark it leaves when it settles. A file
 * settles exactly once, as an invoice or as a failure of its batch: every way of settling it
 * (the pipeline, a refusal, a cancellation) creates the file's outcome document, and a create
 * fails when the document exists. That is what keeps a task delivered twice from counting
 * twice, without reading the counters it moves.
 */
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';

export interface FileIds {
  accountId: string;
  companyId: string;
  batchId: string;
  fileId: string;
}

/** `accounts/{a}/batches/{b}/outcomes/{fileId}`: written by functions only. */
export interface FileOutcome {
  kind: 'invoice' | 'failure';
  code: string | null;
  at: number;
}

export function invoiceRefs(db: Firestore, ids: FileIds) {
  const account = db.doc(`accounts/${ids.accountId}`);
  const batch = account.collection('batches').doc(ids.batchId);
  return {
    account,
    invoice: account.collection('invoices').doc(ids.fileId),
    file: account.collection('files').doc(ids.fileId),
    batch,
    outcome: batch.collection('outcomes').doc(ids.fileId),
    company: account.collection('companies').doc(ids.companyId),
  };
}
export type InvoiceRefs = ReturnType<typeof invoiceRefs>;

export function failureOf(batch: DocumentSnapshot, fileId: string): { fileName: string; code: string } | null {
  const failures = (batch.get('failures') ?? {}) as Record<string, { fileName: string; code: string }>;
  return failures[fileId] ?? null;
}

/** gRPC ALREADY_EXISTS: a create met the file's outcome document, so the file has settled. */
export function alreadySettled(error: unknown): boolean {
  return (error as { code?: unknown }).code === 6;
}
