import { AccountSchema } from '@factoria/domain/records/account.schema';
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { schemaConverter } from '../../../lib/firebase/converter';

const converter = schemaConverter(AccountSchema);

/** The agency account, live: plan limits and usage are written by functions. */
export function useAccount(accountId: string) {
  const firestore = useFirestore();
  return useFirestoreDocData(doc(firestore, 'accounts', accountId).withConverter(converter));
}
