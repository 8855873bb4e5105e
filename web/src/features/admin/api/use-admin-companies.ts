import { CompanySchema, type Company } from '@factoria/domain/records/company.schema';
import { collectionGroup, limit, query, where, type FirestoreDataConverter } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import * as v from 'valibot';

export type AdminCompany = Company & { id: string; accountId: string };

/** A company with the agency it belongs to, read from its path (accounts/{a}/companies/{c}). */
const converter: FirestoreDataConverter<AdminCompany> = {
  toFirestore: ({ id: _id, accountId: _accountId, ...company }) => company,
  fromFirestore: (snapshot) => ({
    ...v.parse(CompanySchema, snapshot.data()),
    id: snapshot.id,
    accountId: snapshot.ref.parent.parent?.id ?? '',
  }),
};

/** Companies in one state across every agency (a collection-group query only the administrator may run). */
export function useCompaniesByStatus(status: 'pending' | 'inactive') {
  const firestore = useFirestore();
  return useFirestoreCollectionData(
    query(collectionGroup(firestore, 'companies').withConverter(converter), where('status', '==', status), limit(500)),
  );
}
