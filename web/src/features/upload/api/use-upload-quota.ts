import { isNearLimit, remainingInvoices } from '@factoria/domain/records/upload-quota';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { accountSummaryRef } from '../../../lib/firebase/account-summary';

export interface UploadQuota {
  /** How many more invoices the plan accepts this month. */
  remaining: number;
  near: boolean;
  hasPlan: boolean;
}

/** The plan's monthly allowance against this month's usage, live as the pipeline records invoices. */
export function useUploadQuota(accountId: string): UploadQuota | null {
  const firestore = useFirestore();
  const { data: account } = useFirestoreDocData(accountSummaryRef(firestore, accountId));
  if (!account) return null;
  const now = new Date();
  return { remaining: remainingInvoices(account, now), near: isNearLimit(account, now), hasPlan: account.plan !== null };
}
