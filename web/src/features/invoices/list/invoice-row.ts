/**
 * The light projection of an invoice the lists work with: what a row shows, plus the upload
 * day in the agency's time zone and a search text, both computed once when the document
 * arrives so filtering 20,000 rows is plain comparisons (docs/benchmarks.md).
 */
import type { InvoiceStatus } from '@factoria/domain/invoice/invoice.schema';
import { dayKeyIn } from '../../../lib/dates/date-range';

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
  /** The earlier invoice this one may duplicate (same supplier, number and date). */
  duplicateOf?: string | null | undefined;
  /** When a user marked it reviewed from the list; null or absent: not reviewed. */
  reviewedAt?: number | null | undefined;
  /** `YYYY-MM-DD` of `createdAt` in the agency's time zone. */
  day: string;
  searchText: string;
}

/** Lower case without accents: "Panadería" and "panaderia" find each other. */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

const dayCache = new Map<string, string>();
const QUARTER_HOUR = 900_000;

/**
 * The day of an instant in a time zone. Every zone's offset is a whole number of quarter
 * hours and changes on a quarter hour, so one answer holds for a whole quarter hour: cached.
 */
export function dayOf(epochMs: number, timeZone: string): string {
  const bucket = Math.floor(epochMs / QUARTER_HOUR);
  const key = `${timeZone}|${bucket}`;
  const cached = dayCache.get(key);
  if (cached) return cached;
  const day = dayKeyIn(new Date(bucket * QUARTER_HOUR), timeZone);
  if (dayCache.size > 100_000) dayCache.clear();
  dayCache.set(key, day);
  return day;
}

export type InvoiceRowSource = Omit<InvoiceRow, 'day' | 'searchText'>;

export function toInvoiceRow(source: InvoiceRowSource, timeZone: string): InvoiceRow {
  const text = [source.number, source.supplierName, source.supplierTaxId, source.fileName, source.date, source.total?.toFixed(2)]
    .filter(Boolean)
    .join(' ');
  return { ...source, day: dayOf(source.createdAt, timeZone), searchText: searchable(text) };
}
