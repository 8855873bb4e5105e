import { PaymentSchema } from '@factoria/domain/records/payment.schema';
import { collection, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { schemaConverter } from '../../../lib/firebase/converter';

const converter = schemaConverter(PaymentSchema);

/** Every payment recorded for the account, newest first (written only by functions). */
export function usePayments(accountId: string) {
  const firestore = useFirestore();
  const payments = collection(firestore, 'accounts', accountId, 'payments').withConverter(converter);
  return useFirestoreCollectionData(query(payments, orderBy('createdAt', 'desc')));
}
