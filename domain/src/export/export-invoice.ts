/** What an export reads of each invoice. */
import type { InvoiceRecord } from '../records/invoice-record.schema';

export type ExportInvoice = Pick<
  InvoiceRecord,
  | 'companyId'
  | 'batchId'
  | 'fileName'
  | 'documentType'
  | 'number'
  | 'date'
  | 'supplierName'
  | 'supplierTaxId'
  | 'customerName'
  | 'customerTaxId'
  | 'currency'
  | 'total'
  | 'vatLines'
  | 'irpf'
  | 'outsideBase'
  | 'taxType'
  | 'status'
  | 'issues'
  | 'createdAt'
> & { id: string };

/** The agency's client whose book is exported: the titular of the "libro registro". */
export interface BookOwner {
  name: string;
  taxId: string;
}
