/**
 * The rows a list URL shows, in the order it shows them: its filters, then its sort. The list
 * screen and the invoice screen's previous / next both come through here, so walking from an
 * invoice follows the list exactly as it was sorted and filtered.
 */
import type { DayRange } from '../../../lib/dates/date-range';
import { filterInvoices } from './filter-invoices';
import type { InvoiceRow } from './invoice-row';
import type { ListFilters } from './list-filters';
import { DEFAULT_SORT, nextSort, sortInvoices, type ListSort } from './sort-invoices';

export function sortOf(filters: ListFilters): ListSort {
  if (!filters.sort) return DEFAULT_SORT;
  return { key: filters.sort, dir: filters.dir ?? nextSort(DEFAULT_SORT, filters.sort).dir };
}

export function listRows(rows: readonly InvoiceRow[], filters: ListFilters, days: DayRange, query: string | undefined): InvoiceRow[] {
  const filtered = filterInvoices(rows, { status: filters.status, from: days.from, to: days.to, query, duplicates: filters.duplicates });
  return sortInvoices(filtered, sortOf(filters));
}
