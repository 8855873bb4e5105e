/**
 * Resolving a possible duplicate (duplicates.ts) from the invoice screen. Keeping both clears
 * `duplicateOf`, records who kept it and of which invoice (`duplicateKept`, so the flag never
 * comes back) and takes the invoice out of `duplicates` in the same transaction. Deleting the
 * copy is the trash's move (storage/trash-service.ts), whose counters take the flag with the
 * invoice and give it back on restore. Both are idempotent: a repeated request answers the same.
 */
import type { ResolveDuplicateRequest, ResolveDuplicateResult } from '@factoria/domain/records/duplicate-requests.schema';
import { countersDelta, type CountedInvoice } from '@factoria/domain/records/invoice-counters';
import type { Firestore } from 'firebase-admin/firestore';
import { applyCounters } from '../invoice-edits/invoice-stats';
import { runTransaction } from '../lib/transactions';
import { StorageError } from '../storage/storage-error';
import { countedIn, moveToTrash, trashRefs } from '../storage/trash-service';

export interface Resolver {
  accountId: string;
  uid: string;
}

export async function resolveDuplicate(db: Firestore, caller: Resolver, request: ResolveDuplicateRequest, now = Date.now()): Promise<ResolveDuplicateResult> {
  return request.action === 'keep' ? keepBoth(db, caller, request.invoiceId, now) : deleteCopy(db, caller, request.invoiceId, now);
}

async function keepBoth(db: Firestore, caller: Resolver, invoiceId: string, now: number): Promise<ResolveDuplicateResult> {
  const ref = trashRefs(db, { accountId: caller.accountId, fileId: invoiceId }).invoice;
  return runTransaction(db, async (tx) => {
    const invoice = await tx.get(ref);
    const data = invoice.data();
    if (!data) throw new StorageError('storage/not-found');
    const kept = data.duplicateKept as { of: string } | null | undefined;
    if (data.duplicateOf === null && kept) return { state: 'kept', original: kept.of };
    if (typeof data.duplicateOf !== 'string') throw new StorageError('storage/conflict');
    const targets = await countedIn(tx, ref, data);
    const original = data.duplicateOf;
    tx.update(ref, { duplicateOf: null, duplicateKept: { of: original, by: caller.uid, at: now } });
    applyCounters(tx, targets, countersDelta(data as CountedInvoice, { ...(data as CountedInvoice), duplicateOf: null }));
    return { state: 'kept', original };
  });
}

async function deleteCopy(db: Firestore, caller: Resolver, invoiceId: string, now: number): Promise<ResolveDuplicateResult> {
  const refs = trashRefs(db, { accountId: caller.accountId, fileId: invoiceId });
  const [invoice, deleted] = await Promise.all([refs.invoice.get(), refs.deletedInvoice.get()]);
  // A repeated request finds the copy already in the trash.
  const current = invoice.exists ? invoice : deleted;
  const original = current.get('duplicateOf') as string | null | undefined;
  if (!current.exists) throw new StorageError('storage/not-found');
  if (typeof original !== 'string') throw new StorageError('storage/conflict');
  await moveToTrash(db, { accountId: caller.accountId, fileId: invoiceId, by: caller.uid, now });
  return { state: 'deleted', original };
}
