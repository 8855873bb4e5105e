/**
 * The trash (docs/decisions/0006-storage-trash.md). A deleted file keeps its object where it
 * is; its record gets `deletedAt`, and for an invoice the invoice document moves, in the same
 * transaction, to `deletedInvoices/{fileId}`, so no invoice list, report or export ever sees
 * an invoice whose file is in the trash. Restoring reverses both, again in one transaction.
 * Every invoice counter follows the invoice out and back (invoice-edits/invoice-stats.ts: the
 * company's, the processing day's and the batch's); the monthly usage records billed work,
 * which deleting does not undo.
 */
import { isExpired } from '@factoria/domain/records/storage-file.schema';
import { countersDelta, type CountedInvoice } from '@factoria/domain/records/invoice-counters';
import type { DocumentData, DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { applyCounters, counterTargets, type CounterTargets } from '../invoice-edits/invoice-stats';
import { DEFAULT_TIME_ZONE } from '../invoices/admission';
import { StorageError } from './storage-error';
import { readDocs, runTransaction } from '../lib/transactions';

export interface TrashTarget {
  accountId: string;
  fileId: string;
}

export function trashRefs(db: Firestore, { accountId, fileId }: TrashTarget) {
  const account = db.doc(`accounts/${accountId}`);
  return {
    file: account.collection('files').doc(fileId),
    invoice: account.collection('invoices').doc(fileId),
    deletedInvoice: account.collection('deletedInvoices').doc(fileId),
  };
}

/** Moves a file (and its invoice, if any) to the trash. Deleting twice changes nothing. */
export async function moveToTrash(db: Firestore, target: TrashTarget & { by: string; now: number }): Promise<{ deletedAt: number }> {
  const refs = trashRefs(db, target);
  return runTransaction(db, async (tx) => {
    const file = await tx.get(refs.file);
    if (!file.exists) throw new StorageError('storage/not-found');
    const deletedAt = file.get('deletedAt') as number | null;
    if (typeof deletedAt === 'number') return { deletedAt };
    const invoice = file.get('kind') === 'invoice' ? await tx.get(refs.invoice) : null;
    if (invoice?.exists) {
      const data = invoice.data() ?? {};
      const targets = await countedIn(tx, refs.invoice, data);
      tx.set(refs.deletedInvoice, data);
      tx.delete(refs.invoice);
      applyCounters(tx, targets, countersDelta(data as CountedInvoice, null));
    }
    tx.update(refs.file, { deletedAt: target.now, deletedBy: target.by, purgingAt: null });
    return { deletedAt: target.now };
  });
}

/** Brings a file (and its invoice) back to where it was, within the retention period. */
export async function restoreFromTrash(db: Firestore, target: TrashTarget & { now: number }): Promise<{ storagePath: string }> {
  const refs = trashRefs(db, target);
  return runTransaction(db, async (tx) => {
    const file = await tx.get(refs.file);
    if (!file.exists) throw new StorageError('storage/not-found');
    const storagePath = file.get('storagePath') as string;
    const deletedAt = file.get('deletedAt') as number | null;
    if (typeof deletedAt !== 'number') {
      // A live record beside a trashed invoice is not a restored file: say so (issue 13).
      if ((await tx.get(refs.deletedInvoice)).exists) throw new StorageError('storage/conflict');
      return { storagePath };
    }
    if (typeof file.get('purgingAt') === 'number') throw new StorageError('storage/purging');
    if (isExpired(deletedAt, target.now)) throw new StorageError('storage/expired');
    if (file.get('kind') === 'invoice') await restoreInvoice(tx, refs.invoice, refs.deletedInvoice);
    tx.update(refs.file, { deletedAt: null, deletedBy: null });
    return { storagePath };
  });
}

async function restoreInvoice(
  tx: Transaction,
  invoice: DocumentReference,
  deletedInvoice: DocumentReference,
): Promise<void> {
  const [saved, current] = await readDocs(tx, deletedInvoice, invoice);
  if (!saved.exists) return;
  // Restore brings back what was deleted, or nothing: a live invoice under the same id is
  // never overwritten, and the trashed copy is never dropped beside it (issue 13).
  if (current.exists) throw new StorageError('storage/conflict');
  const data = saved.data() ?? {};
  const targets = await countedIn(tx, invoice, data);
  tx.set(invoice, data);
  applyCounters(tx, targets, countersDelta(null, data as CountedInvoice));
  tx.delete(deletedInvoice);
}

/** Where the invoice is counted (read before the transaction writes: its batch may be gone). */
export async function countedIn(tx: Transaction, invoice: DocumentReference, data: DocumentData): Promise<CounterTargets> {
  const account = await tx.get(invoice.parent.parent!);
  const targets = counterTargets(invoice, data, (account.get('timeZone') as string | undefined) ?? DEFAULT_TIME_ZONE);
  const batch = targets.batch ? await tx.get(targets.batch) : null;
  return { ...targets, batch: batch?.exists ? targets.batch : null };
}
