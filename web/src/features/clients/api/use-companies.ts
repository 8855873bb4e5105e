import { CompanyNotesSchema, CompanySchema } from '@factoria/domain/records/company.schema';
import { collection, doc } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { schemaConverter } from '../../../lib/firebase/converter';

const companyConverter = schemaConverter(CompanySchema);
const notesConverter = schemaConverter(CompanyNotesSchema);

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

/** The agency's notes about a company (staff only, apart from the company: issue 13); '' when none. */
export function useCompanyNotes(accountId: string, companyId: string): string {
  const firestore = useFirestore();
  const { data } = useFirestoreDocData(doc(firestore, 'accounts', accountId, 'companyNotes', companyId).withConverter(notesConverter));
  return data?.notes ?? '';
}
