import { collection, getDocs, limit, query, where } from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/firestore';

/** The first invoice with errors of a batch: where its error-fix flow starts. Null when none. */
export async function firstInvoiceWithErrors(accountId: string, companyId: string, batchId: string): Promise<string | null> {
  const snapshot = await getDocs(
    query(
      collection(firestore, 'accounts', accountId, 'invoices'),
      where('companyId', '==', companyId),
      where('batchId', '==', batchId),
      where('hasErrors', '==', true),
      limit(1),
    ),
  );
  return snapshot.docs[0]?.id ?? null;
}
