import { CompanySchema } from '@factoria/domain/records/company.schema';
import { collection, doc, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData, useFirestoreDocDataOnce } from 'reactfire';
import type { AccountReading } from '../../../components/ui/AgencyGate';
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

/** What the invoice screens know of the signed-in member's agency. */
export interface AgencyContext {
  accountId: string;
  /** The agency's time zone: upload days and date ranges are the agency's days. */
  timeZone: string;
  /** Set for a client-company user, whose invoices are that company's only. */
  clientCompanyId: string | undefined;
}

/**
 * The agency's time zone: upload days and "today" are the agency's, not the browser's. A
 * summary that cannot be read leaves Madrid's, so the screens still open.
 */
export function useAgencySettings(accountId: string): AccountReading<{ timeZone: string }> {
  const firestore = useFirestore();
  const { status, data } = useFirestoreDocDataOnce(accountSummaryRef(firestore, accountId).withConverter(null));
  if (status === 'loading') return { status, data: undefined };
  const timeZone = (data as { timeZone?: unknown } | undefined)?.timeZone;
  return { status: 'success', data: { timeZone: typeof timeZone === 'string' && timeZone ? timeZone : DEFAULT_TIME_ZONE } };
}

export function useAgencyTimeZone(accountId: string): string | null {
  return useAgencySettings(accountId).data?.timeZone ?? null;
}
