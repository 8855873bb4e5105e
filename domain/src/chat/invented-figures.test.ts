import { describe, expect, it } from 'vitest';
import { findInventedFigures } from './invented-figures';

const results = [{ data: { total: 123456, count: 3, number: 'CN-2025-0042', date: '2025-07-15', taxId: 'B10554335' }, sources: [] }];

describe('findInventedFigures', () => {
  it('accepts figures from the tool results in either locale', () => {
    expect(findInventedFigures({ lang: 'es', text: '3 facturas por 1.234,56 €: CN-2025-0042 del 15/07/2025 (B10554335).' }, results, [])).toEqual([]);
    expect(findInventedFigures({ lang: 'en', text: '3 invoices for €1,234.56.' }, results, [])).toEqual([]);
  });

  it('flags amounts, dates, tax ids and invoice numbers that are not in them', () => {
    const invented = findInventedFigures({ lang: 'es', text: '4 facturas por 1.234,57 €: CN-2025-0043 del 16/07/2025 (B76543214).' }, results, []);
    expect(invented.map((f) => f.token).sort()).toEqual(['1.234,57', '16/07/2025', '4', 'B76543214', 'CN-2025-0043'].sort());
  });

  it('accepts the knowledge texts', () => {
    expect(findInventedFigures({ lang: 'es', text: 'Recargo del 5,2 %.' }, [], ['5,2 % sobre el IVA del 21 %'])).toEqual([]);
    expect(findInventedFigures({ lang: 'es', text: 'Recargo del 5,3 %.' }, [], ['5,2 %'])).toHaveLength(1);
  });
});
