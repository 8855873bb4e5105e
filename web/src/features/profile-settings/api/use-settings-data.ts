import { AccountSchema, UserProfileSchema } from '@factoria/domain/records/account.schema';
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { schemaConverter } from '../../../lib/firebase/converter';

const profileConverter = schemaConverter(UserProfileSchema);
const accountConverter = schemaConverter(AccountSchema);

// reactfire caches a document's stream by its path, not by its converter: another feature
// reading the same document through a narrower schema would hand us its shape. A field name
// of our own gives these reads their own stream.
const ownStream = { idField: 'settingsId' } as const;

/** The signed-in user's profile, live. */
export function useProfile(uid: string) {
  const firestore = useFirestore();
  return useFirestoreDocData(doc(firestore, 'users', uid).withConverter(profileConverter), ownStream);
}

/** The agency account, live: name, report time and recipients. */
export function useAgency(accountId: string) {
  const firestore = useFirestore();
  return useFirestoreDocData(doc(firestore, 'accounts', accountId).withConverter(accountConverter), ownStream);
}
