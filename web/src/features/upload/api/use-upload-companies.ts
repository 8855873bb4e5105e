import { CompanySchema } from '@factoria/domain/records/company.schema';
import { collection, doc, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { schemaConverter } from '../../../lib/firebase/converter';

export const companyConverter = schemaConverter(CompanySchema);

/** The companies staff can upload for (every one, so inactive ones show why they can't), live. */
export function useUploadCompanies(accountId: string) {
  const firestore = useFirestore();
  const companies = query(
    collection(firestore, 'accounts', accountId, 'companies').withConverter(companyConverter),
    orderBy('name'),
  );
  return useFirestoreCollectionData(companies);
}

/** A client-company user uploads for its own company only (it cannot list the others). */
export function useOwnCompany(accountId: string, companyId: string) {
  const firestore = useFirestore();
  return useFirestoreDocData(doc(firestore, 'accounts', accountId, 'companies', companyId).withConverter(companyConverter));
}
