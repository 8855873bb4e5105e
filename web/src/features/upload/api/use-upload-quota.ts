import { AccountSchema } from '@factoria/domain/records/account.schema';
import { isNearLimit, remainingInvoices } from '@factoria/domain/records/upload-quota';
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { schemaConverter } from '../../../lib/firebase/converter';

const accountConverter = schemaConverter(AccountSchema);

export interface UploadQuota {
  /** How many more invoices the plan accepts this month. */
  remaining: number;
  near: boolean;
  hasPlan: boolean;
}

/** The plan's monthly allowance against this month's usage, live as the pipeline records invoices. */
export function useUploadQuota(accountId: string): UploadQuota | null {
  const firestore = useFirestore();
  const { data: account } = useFirestoreDocData(doc(firestore, 'accounts', accountId).withConverter(accountConverter));
  if (!account) return null;
  const now = new Date();
  return { remaining: remainingInvoices(account, now), near: isNearLimit(account, now), hasPlan: account.plan !== null };
}
