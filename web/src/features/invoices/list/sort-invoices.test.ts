import { describe, expect, it } from 'vitest';
import { toInvoiceRow, type InvoiceRowSource } from './invoice-row';
import { DEFAULT_SORT, nextSort, sortInvoices } from './sort-invoices';

const base: InvoiceRowSource = {
  id: 'a',
  companyId: 'c1',
  batchId: 'b1',
  number: 'F-2',
  date: '2025-03-07',
  supplierName: 'Ñandú Servicios',
  supplierTaxId: 'B64717838',
  total: 121,
  currency: 'EUR',
  status: 'successful',
  hasErrors: false,
  fileName: 'a.pdf',
  createdAt: 3,
};
const rows = [
  toInvoiceRow(base, 'UTC'),
  toInvoiceRow({ ...base, id: 'b', number: 'F-10', date: '2025-01-02', supplierName: 'álvarez y Cía', total: 1_000.5, status: 'has-errors', createdAt: 2 }, 'UTC'),
  toInvoiceRow({ ...base, id: 'c', number: null, date: null, supplierName: null, total: null, status: 'albaran', createdAt: 1 }, 'UTC'),
  toInvoiceRow({ ...base, id: 'd', number: 'F-1', date: '2025-12-31', supplierName: 'Zapatería Luz', total: -20, createdAt: 4 }, 'UTC'),
];
const order = (key: Parameters<typeof sortInvoices>[1]['key'], dir: 'asc' | 'desc') => sortInvoices(rows, { key, dir }).map((row) => row.id);

describe('sortInvoices', () => {
  it('keeps the query order (newest upload first) for the default sort and never changes its input', () => {
    expect(sortInvoices(rows, DEFAULT_SORT).map((row) => row.id)).toEqual(['a', 'b', 'c', 'd']);
    order('total', 'asc');
    expect(rows.map((row) => row.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('orders totals as numbers, negatives (credit notes) included', () => {
    expect(order('total', 'asc')).toEqual(['d', 'a', 'b', 'c']);
    expect(order('total', 'desc')).toEqual(['b', 'a', 'd', 'c']);
  });

  it('orders dates and uploads by time', () => {
    expect(order('date', 'desc')).toEqual(['d', 'a', 'b', 'c']);
    expect(order('uploaded', 'asc')).toEqual(['c', 'b', 'a', 'd']);
  });

  it('orders names as Spanish readers expect: accents and case ignored, ñ after n', () => {
    expect(order('supplier', 'asc')).toEqual(['b', 'a', 'd', 'c']);
    expect(order('supplier', 'desc')).toEqual(['d', 'a', 'b', 'c']);
  });

  it('orders invoice numbers with their digits as numbers (F-2 before F-10)', () => {
    expect(order('number', 'asc')).toEqual(['d', 'a', 'b', 'c']);
  });

  it('puts rows without the value last in both directions', () => {
    expect(order('date', 'asc').at(-1)).toBe('c');
    expect(order('number', 'desc').at(-1)).toBe('c');
  });

  it('breaks ties by the newest upload', () => {
    expect(order('status', 'asc')).toEqual(['c', 'b', 'd', 'a']);
  });
});

describe('nextSort', () => {
  it('flips the direction on the sorted column and starts a new column in its natural direction', () => {
    expect(nextSort({ key: 'total', dir: 'desc' }, 'total')).toEqual({ key: 'total', dir: 'asc' });
    expect(nextSort({ key: 'total', dir: 'asc' }, 'total')).toEqual({ key: 'total', dir: 'desc' });
    expect(nextSort(DEFAULT_SORT, 'supplier')).toEqual({ key: 'supplier', dir: 'asc' });
    expect(nextSort(DEFAULT_SORT, 'date')).toEqual({ key: 'date', dir: 'desc' });
  });
});
