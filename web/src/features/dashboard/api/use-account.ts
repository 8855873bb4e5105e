import { AccountSchema } from '@factoria/domain/records/account.schema';
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { schemaConverter } from '../../../lib/firebase/converter';

const accountConverter = schemaConverter(AccountSchema);

/** The agency account, live: approval by the administrator unlocks the app at once. */
export function useAccount(accountId: string) {
  const firestore = useFirestore();
  return useFirestoreDocData(doc(firestore, 'accounts', accountId).withConverter(accountConverter));
}
