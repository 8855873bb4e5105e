/**
 * What the pipeline made of a batch's files, live: the batch document (counters, failures
 * with their reasons) and the invoices recorded from it, with the earlier invoice each one may
 * duplicate.
 */
import { BatchSchema } from '@factoria/domain/records/batch.schema';
import type { InvoiceStatus } from '@factoria/domain/invoice/invoice.schema';
import { collection, doc, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import * as v from 'valibot';
import { schemaConverter } from '../../../lib/firebase/converter';

const batchConverter = schemaConverter(BatchSchema);
const InvoiceResultSchema = v.object({
  status: v.picklist(['successful', 'has-errors', 'not-in-euro', 'albaran']),
  number: v.nullable(v.string()),
  duplicateOf: v.optional(v.nullable(v.string()), null),
});
const invoiceResultConverter = schemaConverter(InvoiceResultSchema);

export type FileResult =
  | { kind: 'invoice'; status: InvoiceStatus; number: string | null; duplicateOf: string | null }
  | { kind: 'failed'; code: string };

export interface BatchResults {
  exists: boolean;
  pending: number;
  results: Map<string, FileResult>;
}

export function useBatchResults(accountId: string, companyId: string, batchId: string): BatchResults {
  const firestore = useFirestore();
  const { data: batch } = useFirestoreDocData(doc(firestore, 'accounts', accountId, 'batches', batchId).withConverter(batchConverter));
  // companyId first: a client user's query must name its company for the rules.
  const invoices = query(
    collection(firestore, 'accounts', accountId, 'invoices').withConverter(invoiceResultConverter),
    where('companyId', '==', companyId),
    where('batchId', '==', batchId),
  );
  const { data: recorded = [] } = useFirestoreCollectionData(invoices);
  const results = new Map<string, FileResult>();
  for (const [fileId, failure] of Object.entries(batch?.failures ?? {})) results.set(fileId, { kind: 'failed', code: failure.code });
  for (const invoice of recorded) results.set(invoice.id, { kind: 'invoice', status: invoice.status, number: invoice.number, duplicateOf: invoice.duplicateOf });
  return { exists: batch !== undefined, pending: batch?.pending ?? 0, results };
}
