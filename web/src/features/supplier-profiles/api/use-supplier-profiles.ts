import { SupplierProfileSchema } from '@factoria/domain/suppliers/supplier-profile.schema';
import { collection, deleteDoc, doc, orderBy, query } from 'firebase/firestore';
import { useCallback } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { schemaConverter } from '../../../lib/firebase/converter';

const profileConverter = schemaConverter(SupplierProfileSchema);

/** The agency's supplier profiles (issue 19), the most recently learned first, live. */
export function useSupplierProfiles(accountId: string) {
  const firestore = useFirestore();
  return useFirestoreCollectionData(
    query(collection(firestore, 'accounts', accountId, 'supplierProfiles').withConverter(profileConverter), orderBy('updatedAt', 'desc')),
  );
}

/**
 * Resets a profile: deletes it (the rules let the agency's staff do only that), so the next
 * saved invoice of the supplier starts a new one.
 */
export function useResetSupplierProfile(accountId: string) {
  const firestore = useFirestore();
  return useCallback((taxId: string) => deleteDoc(doc(firestore, 'accounts', accountId, 'supplierProfiles', taxId)), [firestore, accountId]);
}
