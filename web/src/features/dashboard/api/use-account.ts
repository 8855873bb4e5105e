import { AccountSchema } from '@factoria/domain/records/account.schema';
import { doc } from 'firebase/firestore';
import { useDeferredValue } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { schemaConverter } from '../../../lib/firebase/converter';

const accountConverter = schemaConverter(AccountSchema);

/**
 * The agency account, live: approval by the administrator unlocks the app at once.
 *
 * The dashboard's data hooks hand their snapshots on through `useDeferredValue`: reactfire
 * delivers each snapshot as an urgent update, which React renders in one piece; deferred, the
 * screen the data draws renders in slices that leave the browser free in between.
 */
export function useAccount(accountId: string) {
  const firestore = useFirestore();
  return useDeferredValue(useFirestoreDocData(doc(firestore, 'accounts', accountId).withConverter(accountConverter)));
}
