import { ClientUserSchema } from '@factoria/domain/records/client-user.schema';
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { schemaConverter } from '../../../lib/firebase/converter';

const clientUserConverter = schemaConverter(ClientUserSchema);

/** What became of the company's app user (written by the accounts functions), live. */
export function useClientUser(accountId: string, companyId: string) {
  const firestore = useFirestore();
  return useFirestoreDocData(doc(firestore, 'accounts', accountId, 'clientUsers', companyId).withConverter(clientUserConverter));
}
