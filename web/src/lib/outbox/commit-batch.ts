/**
 * Creates a batch's Firestore document when the outbox runs online (its `createdAt` must be
 * recent for firestore.rules). Idempotent: a transaction reads the id first, so a retry after
 * a lost answer, or a second tab, finds the batch already there. When the rules refuse it, the
 * account and company say why (company not active, monthly limit, no plan).
 */
import { AccountSummarySchema } from '@factoria/domain/records/account-summary';
import { newBatch } from '@factoria/domain/records/batch.schema';
import { CompanySchema } from '@factoria/domain/records/company.schema';
import { remainingInvoices } from '@factoria/domain/records/upload-quota';
import { doc, getDoc, runTransaction, type FirestoreError } from 'firebase/firestore';
import * as v from 'valibot';
import type { OutboxBatch } from '../db/local-db';
import { accountSummaryRef } from '../firebase/account-summary';
import { firestore } from '../firebase/firestore';
import type { OutboxError } from './outbox-store';

export type CommitResult =
  | { ok: true; fileIds: string[] }
  | { ok: false; error: OutboxError }
  | { ok: false; error: null };

async function refusalReason(batch: OutboxBatch): Promise<OutboxError> {
  try {
    const [account, company] = await Promise.all([
      getDoc(accountSummaryRef(firestore, batch.accountId).withConverter(null)),
      getDoc(doc(firestore, 'accounts', batch.accountId, 'companies', batch.companyId)),
    ]);
    const companyData = v.safeParse(v.object({ status: CompanySchema.entries.status }), company.data());
    if (!companyData.success || companyData.output.status !== 'active') return 'company-not-active';
    const accountData = v.safeParse(AccountSummarySchema, account.data());
    if (!accountData.success) return 'denied';
    if (!accountData.output.plan) return 'no-subscription';
    if (remainingInvoices(accountData.output, new Date()) === 0) return 'monthly-limit';
    return 'denied';
  } catch {
    return 'denied';
  }
}

/** `error: null`: could not reach the server; try again later. */
export async function commitBatch(batch: OutboxBatch, fileIds: string[]): Promise<CommitResult> {
  const ref = doc(firestore, 'accounts', batch.accountId, 'batches', batch.batchId);
  try {
    const committed = await runTransaction(firestore, async (tx) => {
      const existing = await tx.get(ref);
      if (existing.exists()) return (existing.get('fileIds') as string[] | undefined) ?? fileIds;
      tx.set(ref, newBatch({ companyId: batch.companyId, fileIds, createdBy: batch.uid, createdAt: Date.now() }));
      return fileIds;
    });
    return { ok: true, fileIds: committed };
  } catch (error) {
    if ((error as FirestoreError).code === 'permission-denied') return { ok: false, error: await refusalReason(batch) };
    return { ok: false, error: null };
  }
}
