/**
 * The invoice list's column sorting. The order is part of the list's URL (`?sort=total&dir=desc`)
 * like the filters, so a sorted list can be reloaded, shared and walked from the invoice screen
 * in the same order. Without a sort the list keeps the query's order: newest upload first.
 */
import type { InvoiceRow } from './invoice-row';

export const SORT_KEYS = ['date', 'supplier', 'number', 'total', 'status', 'uploaded'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface ListSort {
  key: SortKey;
  dir: SortDirection;
}

/** The sort a list shows when the URL names none: the query's own order. */
export const DEFAULT_SORT: ListSort = { key: 'uploaded', dir: 'desc' };

/** What a click on a column header asks for: the other direction on the sorted column, else its natural first one. */
export function nextSort(current: ListSort, key: SortKey): ListSort {
  if (current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  // Amounts and dates are most often wanted largest / newest first; names A to Z.
  return { key, dir: key === 'total' || key === 'date' || key === 'uploaded' ? 'desc' : 'asc' };
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

type Value = string | number | null;

function valueOf(row: InvoiceRow, key: SortKey): Value {
  switch (key) {
    case 'date':
      return row.date;
    case 'supplier':
      return row.supplierName;
    case 'number':
      return row.number;
    case 'total':
      return row.total;
    case 'status':
      return row.status;
    case 'uploaded':
      return row.createdAt;
  }
}

function compareValues(a: Value, b: Value): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * The rows in the sort's order; a new array, the input untouched. Rows without the value
 * (no date, no supplier read) go last in both directions, so they never hide the real ones at
 * the top; ties keep the newest upload first.
 */
export function sortInvoices(rows: readonly InvoiceRow[], sort: ListSort): InvoiceRow[] {
  if (sort.key === DEFAULT_SORT.key && sort.dir === DEFAULT_SORT.dir) return rows.slice();
  const sign = sort.dir === 'asc' ? 1 : -1;
  const keyed = rows.map((row, index) => ({ row, index, value: valueOf(row, sort.key) }));
  keyed.sort((a, b) => {
    const aMissing = a.value === null || a.value === '';
    const bMissing = b.value === null || b.value === '';
    if (aMissing || bMissing) return aMissing === bMissing ? a.index - b.index : aMissing ? 1 : -1;
    return sign * compareValues(a.value, b.value) || b.row.createdAt - a.row.createdAt || a.index - b.index;
  });
  return keyed.map((entry) => entry.row);
}
