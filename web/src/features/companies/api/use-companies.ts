import { CompanySchema } from '@factoria/domain/records/company.schema';
import { collection, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { schemaConverter } from '../../../lib/firebase/converter';

export const companyConverter = schemaConverter(CompanySchema);

/** Every company of the agency, live, ordered by name. */
export function useCompanies(accountId: string) {
  const firestore = useFirestore();
  const companies = query(
    collection(firestore, 'accounts', accountId, 'companies').withConverter(companyConverter),
    orderBy('name'),
  );
  return useFirestoreCollectionData(companies);
}
