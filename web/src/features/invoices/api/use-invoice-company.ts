import { CompanySchema } from '@factoria/domain/records/company.schema';
import { collection, doc, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData, useFirestoreDocDataOnce } from 'reactfire';
import { accountSummaryRef } from '../../../lib/firebase/account-summary';
import { schemaConverter } from '../../../lib/firebase/converter';

const companyConverter = schemaConverter(CompanySchema);
const DEFAULT_TIME_ZONE = 'Europe/Madrid';

/** The invoice's company, live: its tax id for the checks and its counters as they move. */
export function useInvoiceCompany(accountId: string, companyId: string) {
  const firestore = useFirestore();
  return useFirestoreDocData(doc(firestore, 'accounts', accountId, 'companies', companyId).withConverter(companyConverter), { idField: 'id' });
}

/** The agency's companies, for the list's company filter (staff only: clients see one company). */
export function useFilterCompanies(accountId: string) {
  const firestore = useFirestore();
  return useFirestoreCollectionData(query(collection(firestore, 'accounts', accountId, 'companies').withConverter(companyConverter), orderBy('name')));
}

/** The agency's time zone: upload days and "today" are the agency's, not the browser's. */
export function useAgencyTimeZone(accountId: string): string | null {
  const firestore = useFirestore();
  const { status, data } = useFirestoreDocDataOnce(accountSummaryRef(firestore, accountId).withConverter(null));
  if (status === 'loading') return null;
  const timeZone = (data as { timeZone?: unknown } | undefined)?.timeZone;
  return typeof timeZone === 'string' && timeZone ? timeZone : DEFAULT_TIME_ZONE;
}
