import { InvoiceRecordSchema } from '@factoria/domain/records/invoice-record.schema';
import type { DocumentSnapshot, FirestoreDataConverter } from 'firebase/firestore';
import * as v from 'valibot';
import { schemaConverter } from '../../../lib/firebase/converter';
import { toInvoiceRow, type InvoiceRow } from '../list/invoice-row';

/** The whole invoice, validated against its record schema. */
export const invoiceConverter = schemaConverter(InvoiceRecordSchema);

const RowSourceSchema = v.pick(InvoiceRecordSchema, [
  'companyId',
  'batchId',
  'number',
  'date',
  'supplierName',
  'supplierTaxId',
  'total',
  'currency',
  'status',
  'hasErrors',
  'fileName',
  'createdAt',
  'duplicateOf',
  'reviewedAt',
]);

/** One invoice document as a list row (throws when it does not match its schema). */
export function toRow(snapshot: DocumentSnapshot, timeZone: string): InvoiceRow {
  return toInvoiceRow({ ...v.parse(RowSourceSchema, snapshot.data()), id: snapshot.id }, timeZone);
}

const rowConverters = new Map<string, FirestoreDataConverter<InvoiceRow>>();

/**
 * Invoices as list rows. One converter per time zone, reused: reactfire shares a listener
 * between equal queries, and queries are only equal with the same converter instance.
 */
export function rowConverter(timeZone: string): FirestoreDataConverter<InvoiceRow> {
  let converter = rowConverters.get(timeZone);
  if (!converter) {
    converter = {
      toFirestore: () => {
        throw new Error('invoice rows are read-only');
      },
      fromFirestore: (snapshot) => toRow(snapshot, timeZone),
    };
    rowConverters.set(timeZone, converter);
  }
  return converter;
}
