/**
 * Recounts an agency's companies by status into `accounts/{a}/aggregates/companies`. A recount
 * (three count queries inside one transaction) instead of +1/-1 deltas: delivering the same
 * trigger twice, or two changes racing, always ends with the true figures, and a count that
 * ever drifted (data imported by hand) heals at the next change.
 */
import { COMPANY_AGGREGATE_ID, type CompanyAggregate } from '@factoria/domain/records/company-aggregate.schema';
import { COMPANY_STATUSES, type CompanyStatus } from '@factoria/domain/records/company.schema';
import type { Firestore } from 'firebase-admin/firestore';
import { runTransaction } from '../lib/transactions';

export async function recountCompanies(db: Firestore, accountId: string, now = Date.now()): Promise<CompanyAggregate> {
  const account = db.doc(`accounts/${accountId}`);
  const companies = account.collection('companies');
  return runTransaction(db, async (tx) => {
    // One count after the other: see lib/transactions.ts.
    const counts = {} as Record<CompanyStatus, number>;
    for (const status of COMPANY_STATUSES) counts[status] = (await tx.get(companies.where('status', '==', status).count())).data().count;
    const aggregate: CompanyAggregate = { ...counts, updatedAt: now };
    tx.set(account.collection('aggregates').doc(COMPANY_AGGREGATE_ID), aggregate);
    return aggregate;
  });
}

/** Only a company that appears, disappears or changes status moves the figures. */
export function statusChanged(before: { status?: unknown } | undefined, after: { status?: unknown } | undefined): boolean {
  return before?.status !== after?.status;
}
