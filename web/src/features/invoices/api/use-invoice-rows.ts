import { collection, limit, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { rowConverter } from './invoice-converters';

/** The most rows a list holds; past it the screen asks to narrow the dates. */
export const LIST_LIMIT = 20_000;

export interface RowQuery {
  accountId: string;
  timeZone: string;
  /** Required for client-company users: rules let them list only their company. */
  companyId?: string | undefined;
  /** `createdAt` bounds (epoch ms, inclusive). */
  start: number;
  end: number;
}

/** Invoices uploaded between two instants, newest first, live. */
export function useInvoiceRows({ accountId, timeZone, companyId, start, end }: RowQuery) {
  const firestore = useFirestore();
  const constraints: QueryConstraint[] = [
    ...(companyId ? [where('companyId', '==', companyId)] : []),
    where('createdAt', '>=', start),
    where('createdAt', '<=', end),
    orderBy('createdAt', 'desc'),
    limit(LIST_LIMIT),
  ];
  return useFirestoreCollectionData(query(collection(firestore, 'accounts', accountId, 'invoices').withConverter(rowConverter(timeZone)), ...constraints));
}
