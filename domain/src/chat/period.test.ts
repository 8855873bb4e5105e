import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize';
import { parsePeriod } from './period';

const at = (text: string, today = '2025-12-10') => parsePeriod(normalizeText(text), today);

describe('parsePeriod', () => {
  it('reads quarters in every usual spelling', () => {
    for (const text of ['IVA del T3', 'iva 3T', 'VAT in Q3', 'tercer trimestre', 'third quarter', '3er trimestre', 'trimestre 3']) {
      expect(at(text), text).toMatchObject({ kind: 'quarter', quarter: 3, year: 2025, from: '2025-07-01', to: '2025-09-30' });
    }
  });

  it('takes the latest started quarter or month when no year is given', () => {
    expect(at('T4', '2026-02-01')).toMatchObject({ year: 2025, quarter: 4 });
    expect(at('en marzo', '2026-02-01')).toMatchObject({ kind: 'month', year: 2025, month: 3 });
    expect(at('Q1 2024')).toMatchObject({ year: 2024, quarter: 1 });
  });

  it('reads relative periods', () => {
    expect(at('este mes')).toMatchObject({ kind: 'month', month: 12, year: 2025 });
    expect(at('last month', '2026-01-15')).toMatchObject({ kind: 'month', month: 12, year: 2025 });
    expect(at('ayer')).toMatchObject({ kind: 'day', day: '2025-12-09' });
    expect(at('today')).toMatchObject({ kind: 'day', day: '2025-12-10' });
    expect(at('last quarter')).toMatchObject({ kind: 'quarter', quarter: 3 });
    expect(at('en 2024')).toMatchObject({ kind: 'year', year: 2024, to: '2024-12-31' });
  });

  it('does not read "may" the verb as May', () => {
    expect(at('which invoices may have errors')).toBeNull();
    expect(at('invoices in May')).toMatchObject({ kind: 'month', month: 5 });
  });
});
