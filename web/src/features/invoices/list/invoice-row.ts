/**
 * The light projection of an invoice the lists work with: what a row shows, plus the upload
 * day in the agency's time zone and a search text, both computed once when the document
 * arrives so filtering 20,000 rows is plain comparisons (docs/benchmarks.md).
 */
import type { InvoiceStatus } from '@factoria/domain/invoice/invoice.schema';

export interface InvoiceRow {
  id: string;
  companyId: string;
  batchId: string;
  number: string | null;
  date: string | null;
  supplierName: string | null;
  supplierTaxId: string | null;
  total: number | null;
  currency: string | null;
  status: InvoiceStatus;
  hasErrors: boolean;
  fileName: string;
  createdAt: number;
  /** `YYYY-MM-DD` of `createdAt` in the agency's time zone. */
  day: string;
  searchText: string;
}

/** Lower case without accents: "Panadería" and "panaderia" find each other. */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

export function dayOf(epochMs: number, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(new Date(epochMs));
}

export type InvoiceRowSource = Omit<InvoiceRow, 'day' | 'searchText'>;

export function toInvoiceRow(source: InvoiceRowSource, timeZone: string): InvoiceRow {
  const text = [source.number, source.supplierName, source.supplierTaxId, source.fileName, source.date, source.total?.toFixed(2)]
    .filter(Boolean)
    .join(' ');
  return { ...source, day: dayOf(source.createdAt, timeZone), searchText: searchable(text) };
}
