import { describe, expect, it } from 'vitest';
import type { LocalCompany, LocalInvoice } from '../../lib/db/local-db';
import { buildSearchText, normalize, search } from './search-index';

const company = (id: string, name: string, taxId: string): LocalCompany => ({
  id,
  accountId: 'a',
  name,
  taxId,
  status: 'active',
  searchText: buildSearchText([name, taxId]),
});

const invoice = (id: string, number: string, supplierName: string, createdAt = 0): LocalInvoice => ({
  id,
  accountId: 'a',
  companyId: 'c',
  number,
  date: '2025-01-01',
  supplierName,
  supplierTaxId: 'B12345674',
  total: 121,
  currency: 'EUR',
  status: 'successful',
  createdAt,
  searchText: buildSearchText([number, supplierName, 'B12345674']),
});

describe('normalize', () => {
  it('drops accents, case and punctuation', () => {
    expect(normalize('Pepita GÓMEZ, F-2024/004')).toBe('pepita gomez f 2024 004');
    expect(normalize('  Ñandú  ')).toBe('nandu');
  });
});

describe('search', () => {
  const index = {
    companies: [company('1', 'Pepita Gómez', '12345678Z'), company('2', 'Talleres Ruiz SL', 'B12345674')],
    invoices: [invoice('i2', 'F-2024/011', 'Suministros Norte', 2), invoice('i1', 'F-2024/004', 'Papelería Gómez', 1)],
  };

  it('finds companies by name without accents and by tax id', () => {
    expect(search(index, 'gomez').companies.map((c) => c.id)).toEqual(['1']);
    expect(search(index, 'b1234').companies.map((c) => c.id)).toEqual(['2']);
  });

  it('finds an invoice by its number however it is typed', () => {
    expect(search(index, 'F-2024/004').invoices.map((i) => i.id)).toEqual(['i1']);
    expect(search(index, '2024 004').invoices.map((i) => i.id)).toEqual(['i1']);
  });

  it('needs every word to match', () => {
    expect(search(index, 'gomez norte').invoices).toEqual([]);
    expect(search(index, 'papeleria gomez').invoices.map((i) => i.id)).toEqual(['i1']);
  });

  it('ranks word starts first, then keeps the index order (newest first)', () => {
    expect(search(index, '2024').invoices.map((i) => i.id)).toEqual(['i2', 'i1']);
    const ruiz = [company('x', 'Aruiz SL', 'A1'), company('y', 'Ruiz SA', 'A2')];
    expect(search({ companies: ruiz, invoices: [] }, 'ruiz').companies.map((c) => c.id)).toEqual(['y', 'x']);
  });

  it('returns nothing for an empty query and at most the limit', () => {
    expect(search(index, '  ')).toEqual({ companies: [], invoices: [], first: 'companies' });
    const many = Array.from({ length: 50 }, (_, n) => invoice(`n${n}`, `F-${n}`, 'Same Supplier'));
    expect(search({ companies: [], invoices: many }, 'same', 5).invoices).toHaveLength(5);
  });

  it('shows first the group with the stronger match: an amount before a tax id that holds its digits', () => {
    const client = company('c74', 'Construcciones Vega SL', 'B74124578');
    const amount = { ...invoice('i74', 'R-88', 'Gasóleos del Sur'), total: 74.45, searchText: buildSearchText(['R-88', 'Gasóleos del Sur', 'B12345674', '2025-01-01', (74.45).toFixed(2)]) };
    const other = invoice('i9', 'R-9', 'Otro');
    for (const query of ['74.45', '74,45']) {
      const results = search({ companies: [client], invoices: [other, amount] }, query);
      expect(results.companies.map((c) => c.id)).toEqual(['c74']);
      expect(results.invoices.map((i) => i.id)).toEqual(['i74', 'i9']);
      expect(results.first).toBe('invoices');
    }
    expect(search(index, 'gomez').first).toBe('companies');
  });
});
