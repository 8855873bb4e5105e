import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { invoiceConverter } from './invoice-converters';

/**
 * One invoice, live: a correction saved elsewhere shows up at once. `data` is undefined when
 * the invoice does not exist (or went to the trash). The `idField` keeps this listener apart
 * from other features' listeners on the same document, which reactfire would otherwise share
 * whatever their converter.
 */
export function useInvoice(accountId: string, invoiceId: string) {
  const firestore = useFirestore();
  return useFirestoreDocData(doc(firestore, 'accounts', accountId, 'invoices', invoiceId).withConverter(invoiceConverter), { idField: 'id' });
}
