/**
 * Light projections of a company's latest invoices and upload batches for its page: only the
 * fields the page shows, so a change in the full invoice record never breaks it.
 */
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import * as v from 'valibot';
import { schemaConverter } from '../../../lib/firebase/converter';

export const ACTIVITY_LIMIT = 25;

const InvoiceSummarySchema = v.object({
  number: v.nullish(v.string(), null),
  date: v.nullish(v.string(), null),
  supplierName: v.nullish(v.string(), null),
  total: v.nullish(v.number(), null),
  currency: v.nullish(v.string(), null),
  status: v.string(),
  createdAt: v.number(),
});
export type InvoiceSummary = v.InferOutput<typeof InvoiceSummarySchema>;

const BatchSummarySchema = v.object({
  fileCount: v.number(),
  succeeded: v.number(),
  failed: v.number(),
  pending: v.number(),
  exported: v.boolean(),
  createdAt: v.number(),
});
export type BatchSummary = v.InferOutput<typeof BatchSummarySchema>;

const invoiceConverter = schemaConverter(InvoiceSummarySchema);
const batchConverter = schemaConverter(BatchSummarySchema);

export function useCompanyInvoices(accountId: string, companyId: string) {
  const firestore = useFirestore();
  return useFirestoreCollectionData(
    query(
      collection(firestore, 'accounts', accountId, 'invoices').withConverter(invoiceConverter),
      where('companyId', '==', companyId),
      orderBy('createdAt', 'desc'),
      limit(ACTIVITY_LIMIT),
    ),
  );
}

export function useCompanyBatches(accountId: string, companyId: string) {
  const firestore = useFirestore();
  return useFirestoreCollectionData(
    query(
      collection(firestore, 'accounts', accountId, 'batches').withConverter(batchConverter),
      where('companyId', '==', companyId),
      orderBy('createdAt', 'desc'),
      limit(ACTIVITY_LIMIT),
    ),
  );
}
