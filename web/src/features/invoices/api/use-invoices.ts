import { InvoiceRecordSchema } from '@factoria/domain/records/invoice-record.schema';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { schemaConverter } from '../../../lib/firebase/converter';

export const invoiceConverter = schemaConverter(InvoiceRecordSchema);

export const INVOICE_PAGE_SIZE = 500;

/** A company's invoices, newest first, live: results appear as the pipeline writes them. */
export function useCompanyInvoices(accountId: string, companyId: string) {
  const firestore = useFirestore();
  const invoices = query(
    collection(firestore, 'accounts', accountId, 'invoices').withConverter(invoiceConverter),
    where('companyId', '==', companyId),
    orderBy('createdAt', 'desc'),
    limit(INVOICE_PAGE_SIZE),
  );
  return useFirestoreCollectionData(invoices);
}
