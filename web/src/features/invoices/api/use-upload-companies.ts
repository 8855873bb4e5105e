import { CompanySchema } from '@factoria/domain/records/company.schema';
import { collection, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { schemaConverter } from '../../../lib/firebase/converter';

export const companyConverter = schemaConverter(CompanySchema);

/** The companies an upload can target (every one, so inactive ones show why they can't), live. */
export function useUploadCompanies(accountId: string) {
  const firestore = useFirestore();
  const companies = query(
    collection(firestore, 'accounts', accountId, 'companies').withConverter(companyConverter),
    orderBy('name'),
  );
  return useFirestoreCollectionData(companies);
}
