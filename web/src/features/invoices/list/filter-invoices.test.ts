import { describe, expect, it } from 'vitest';
import { filterInvoices } from './filter-invoices';
import { dayOf, toInvoiceRow, type InvoiceRowSource } from './invoice-row';

const base: InvoiceRowSource = {
  id: 'a',
  companyId: 'c1',
  batchId: 'b1',
  number: 'F-2025/001',
  date: '2025-03-07',
  supplierName: 'Panadería Artesana',
  supplierTaxId: 'B64717838',
  total: 121,
  currency: 'EUR',
  status: 'successful',
  hasErrors: false,
  fileName: 'pan.pdf',
  // 22:30 UTC on the 7th is 23:30 in Madrid: still the 7th there.
  createdAt: Date.UTC(2025, 2, 7, 22, 30),
};
const rows = [
  toInvoiceRow(base, 'Europe/Madrid'),
  toInvoiceRow({ ...base, id: 'b', companyId: 'c2', number: 'X-9', supplierName: 'Talleres Ruiz', status: 'has-errors', createdAt: Date.UTC(2025, 2, 9, 10) }, 'Europe/Madrid'),
  toInvoiceRow({ ...base, id: 'c', number: null, supplierName: null, status: 'albaran', createdAt: Date.UTC(2025, 2, 10, 23, 30) }, 'Europe/Madrid'),
];
const ids = (filter: Parameters<typeof filterInvoices>[1]) => filterInvoices(rows, filter).map((row) => row.id);

describe('filterInvoices', () => {
  it('keeps every row without criteria', () => {
    expect(ids({})).toEqual(['a', 'b', 'c']);
  });

  it('filters by company and status', () => {
    expect(ids({ companyId: 'c1' })).toEqual(['a', 'c']);
    expect(ids({ status: 'has-errors' })).toEqual(['b']);
  });

  it('keeps only possible duplicates when asked', () => {
    const withCopy = [...rows, toInvoiceRow({ ...base, id: 'd', duplicateOf: 'a' }, 'Europe/Madrid')];
    expect(filterInvoices(withCopy, { duplicates: true }).map((row) => row.id)).toEqual(['d']);
    expect(filterInvoices(withCopy, { duplicates: false }).map((row) => row.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('filters by upload day in the agency time zone, inclusive', () => {
    expect(dayOf(Date.UTC(2025, 2, 10, 23, 30), 'Europe/Madrid')).toBe('2025-03-11');
    expect(ids({ from: '2025-03-07', to: '2025-03-09' })).toEqual(['a', 'b']);
    expect(ids({ from: '2025-03-11', to: '2025-03-11' })).toEqual(['c']);
  });

  it('searches number, supplier, CIF and total, ignoring case and accents', () => {
    expect(ids({ query: 'panaderia' })).toEqual(['a']);
    expect(ids({ query: 'x-9' })).toEqual(['b']);
    expect(ids({ query: 'b64717838 ruiz' })).toEqual(['b']);
    expect(ids({ query: '121.00' })).toEqual(['a', 'b', 'c']);
    expect(ids({ query: 'nothing-like-this' })).toEqual([]);
  });
});

describe('dayOf', () => {
  it('gives the local day on both sides of midnight, also in zones a quarter hour off', () => {
    expect(dayOf(Date.UTC(2025, 2, 7, 22, 59), 'Europe/Madrid')).toBe('2025-03-07');
    expect(dayOf(Date.UTC(2025, 2, 7, 23, 0), 'Europe/Madrid')).toBe('2025-03-08');
    // Kathmandu is UTC+5:45: its midnight is 18:15 UTC.
    expect(dayOf(Date.UTC(2025, 2, 7, 18, 14), 'Asia/Kathmandu')).toBe('2025-03-07');
    expect(dayOf(Date.UTC(2025, 2, 7, 18, 15), 'Asia/Kathmandu')).toBe('2025-03-08');
    // Summer time starts in Madrid at 01:00 UTC on the last Sunday of March.
    expect(dayOf(Date.UTC(2025, 2, 29, 22, 30), 'Europe/Madrid')).toBe('2025-03-29');
    expect(dayOf(Date.UTC(2025, 2, 30, 22, 30), 'Europe/Madrid')).toBe('2025-03-31');
  });
});
