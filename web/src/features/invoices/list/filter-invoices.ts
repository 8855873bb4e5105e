import type { InvoiceStatus } from '@factoria/domain/invoice/invoice.schema';
import { searchable, type InvoiceRow } from './invoice-row';

export interface RowFilter {
  companyId?: string | undefined;
  status?: InvoiceStatus | undefined;
  /** Inclusive upload days, `YYYY-MM-DD`. */
  from?: string | undefined;
  to?: string | undefined;
  /** Words that must all appear (number, supplier, CIF, file name, date, total). */
  query?: string | undefined;
  /** Only possible duplicates (rows with `duplicateOf`). */
  duplicates?: boolean | undefined;
}

/** One pass, no allocation per row: it must stay well under 50 ms for 20,000 rows. */
export function filterInvoices(rows: readonly InvoiceRow[], filter: RowFilter): InvoiceRow[] {
  const words = searchable(filter.query ?? '').split(/\s+/).filter(Boolean);
  const { companyId, status, from, to, duplicates } = filter;
  const result: InvoiceRow[] = [];
  for (const row of rows) {
    if (companyId && row.companyId !== companyId) continue;
    if (status && row.status !== status) continue;
    if (from && row.day < from) continue;
    if (to && row.day > to) continue;
    if (duplicates && !row.duplicateOf) continue;
    if (words.length && !words.every((word) => row.searchText.includes(word))) continue;
    result.push(row);
  }
  return result;
}
