import { CompanySchema } from '@factoria/domain/records/company.schema';
import { collection, doc } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { schemaConverter } from '../../../lib/firebase/converter';

const companyConverter = schemaConverter(CompanySchema);

/** Every company of the agency, live (hundreds at most: filtered and sorted in memory). */
export function useCompanies(accountId: string) {
  const firestore = useFirestore();
  return useFirestoreCollectionData(collection(firestore, 'accounts', accountId, 'companies').withConverter(companyConverter));
}

/** One company, live: a status set by the administrator shows at once. */
export function useCompany(accountId: string, companyId: string) {
  const firestore = useFirestore();
  return useFirestoreDocData(doc(firestore, 'accounts', accountId, 'companies', companyId).withConverter(companyConverter));
}
