import type { BankBookItem } from '@factoria/domain/records/bank-session.schema';
import { describe, expect, it } from 'vitest';
import { searchBookItems } from './search-book-items';

const item = (number: string, amountCents: number, pending = true, description = ''): BankBookItem => ({
  kind: 'invoice', source: 'register', row: 1, invoiceId: null, date: '2026-01-10', number, description, amountCents, pending,
});

describe('searchBookItems', () => {
  const items = [item('A-1', -35000, false, 'Servicios Norte'), item('B-2', -35000, true, 'Gestiones Sur'), item('C-3', -1000), item('D-4', 181500)];

  it('finds by number, name and amount typed either way', () => {
    expect(searchBookItems(items, 'b-2', 0).map((i) => i.number)).toEqual(['B-2']);
    expect(searchBookItems(items, 'norte', 0).map((i) => i.number)).toEqual(['A-1']);
    expect(searchBookItems(items, '1815,00', 0).map((i) => i.number)).toEqual(['D-4']);
  });

  it('puts pending items first, then the closest amount', () => {
    expect(searchBookItems(items, '', -35000).map((i) => i.number)).toEqual(['B-2', 'C-3', 'D-4', 'A-1']);
  });
});
