import { AccountSchema, type AccountStatus, UserProfileSchema } from '@factoria/domain/records/account.schema';
import { collection, doc, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { schemaConverter } from '../../../lib/firebase/converter';

const accountConverter = schemaConverter(AccountSchema);
const profileConverter = schemaConverter(UserProfileSchema);

// reactfire caches a document's stream by its path, not by its converter (see
// features/profile-settings/api/use-settings-data.ts): our own field name keeps ours apart.
const ownStream = { idField: 'adminId' } as const;

/** Accounts across agencies, newest first; `null` lists every state. */
export function useAdminAccounts(status: AccountStatus | null) {
  const firestore = useFirestore();
  const accounts = collection(firestore, 'accounts').withConverter(accountConverter);
  const constraints = status ? [where('status', '==', status), orderBy('createdAt', 'desc')] : [orderBy('createdAt', 'desc')];
  return useFirestoreCollectionData(query(accounts, ...constraints, limit(500)));
}

export function useAdminAccount(accountId: string) {
  const firestore = useFirestore();
  return useFirestoreDocData(doc(firestore, 'accounts', accountId).withConverter(accountConverter), ownStream);
}

/** The account holder's profile (the administrator may read any). */
export function useOwnerProfile(uid: string) {
  const firestore = useFirestore();
  return useFirestoreDocData(doc(firestore, 'users', uid).withConverter(profileConverter), ownStream);
}
