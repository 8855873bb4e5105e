import { describe, expect, it } from 'vitest';
import { analyseSession } from './analyse-session';
import { MAX_STORED_BYTES, compactRows, expandRows, toStoredAnalysis } from './stored-analysis';
import { inputOf, statementOf, type Movement } from './testing';

describe('stored analysis', () => {
  it('writes rows as ranges and reads them back', () => {
    expect(compactRows([5, 2, 3, 4, 9, 11, 12, 12])).toBe('2-5,9,11-12');
    expect(expandRows('2-5,9,11-12')).toEqual([2, 3, 4, 5, 9, 11, 12]);
    expect(expandRows('')).toEqual([]);
  });

  it('keeps a 20,000-line year under the size bound with every figure intact', () => {
    const movements: Movement[] = [];
    for (let i = 0; i < 20_000; i++) {
      const day = `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
      movements.push([day, i % 3 ? -(1_000 + (i % 97)) : 5_000 + (i % 89), i % 3 ? `COMPRA TARJ. 4B**1234 TIENDA ${i % 400}` : `TRANSFERENCIA DE CLIENTE ${i % 300} SL`]);
    }
    movements.sort((a, b) => a[0].localeCompare(b[0]));
    const analysis = analyseSession(inputOf(statementOf(movements)));
    const stored = toStoredAnalysis(analysis);
    expect(JSON.stringify(stored).length).toBeLessThanOrEqual(MAX_STORED_BYTES);
    expect(stored.cashFlow.totals).toEqual(analysis.cashFlow.totals);
    expect(expandRows(stored.cashFlow.months[0]!.refs.lines)).toEqual(analysis.cashFlow.months[0]!.refs.lines.sort((a, b) => a - b).slice(0, expandRows(stored.cashFlow.months[0]!.refs.lines).length));
    expect(analysis.ms).toBeLessThan(1_000);
  });
});
