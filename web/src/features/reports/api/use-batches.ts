import { BatchSchema } from '@factoria/domain/records/batch.schema';
import { CompanySchema } from '@factoria/domain/records/company.schema';
import { collection, doc, limit, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { schemaConverter } from '../../../lib/firebase/converter';

const batchConverter = schemaConverter(BatchSchema);
const companyConverter = schemaConverter(CompanySchema);

/** The newest upload batches shown; older ones stay in Firestore and in the company's page. */
export const REPORTS_PAGE_SIZE = 200;

/** Upload batches, newest first, of one company or of all, live as the pipeline counts files. */
export function useBatches(accountId: string, companyId: string | null) {
  const firestore = useFirestore();
  const constraints: QueryConstraint[] = [orderBy('createdAt', 'desc'), limit(REPORTS_PAGE_SIZE)];
  if (companyId) constraints.unshift(where('companyId', '==', companyId));
  return useFirestoreCollectionData(query(collection(firestore, 'accounts', accountId, 'batches').withConverter(batchConverter), ...constraints));
}

export function useReportCompanies(accountId: string) {
  const firestore = useFirestore();
  return useFirestoreCollectionData(query(collection(firestore, 'accounts', accountId, 'companies').withConverter(companyConverter), orderBy('name')));
}

/** A client-company user sees its own company only. */
export function useReportCompany(accountId: string, companyId: string) {
  const firestore = useFirestore();
  return useFirestoreDocData(doc(firestore, 'accounts', accountId, 'companies', companyId).withConverter(companyConverter));
}
