import { describe, expect, it } from 'vitest';
import { findDates, parseDate } from './parse-date';

describe('parseDate', () => {
  it.each([
    ['07/03/2025', '2025-03-07'],
    ['7-3-25', '2025-03-07'],
    ['07.03.2025', '2025-03-07'],
    ['2025-03-07', '2025-03-07'],
    ['7 de marzo de 2025', '2025-03-07'],
    ['7 de març de 2025', '2025-03-07'],
    ["1 d'abril de 2024", '2024-04-01'],
    ['15 de setembre del 2024', '2024-09-15'],
    ['March 7, 2025', '2025-03-07'],
    ['7 Mar 2025', '2025-03-07'],
    ['7-mar-2025', '2025-03-07'],
    ['12/31/2025', '2025-12-31'],
    ['Fecha: 30/04/2025', '2025-04-30'],
    ['29/02/2024', '2024-02-29'],
    ['August 3 , 2014', '2014-08-03'],
    ['7. Mai 2014', '2014-05-07'],
    ['29 maart 2014', '2014-03-29'],
    ['2 novembre 2019', '2019-11-02'],
    ['1er février 2023', '2023-02-01'],
    ['12. März 2024', '2024-03-12'],
  ])('%s -> %s', (raw, expected) => {
    expect(parseDate(raw)).toBe(expected);
  });

  it.each(['31/02/2025', '32/01/2025', '2025', 'B12345678', '1.234,56', '29/02/2023', '12/2025'])('rejects %s', (raw) => {
    expect(parseDate(raw)).toBeNull();
  });

  it('finds several dates in order', () => {
    const found = findDates('Fecha factura 01/02/2025 vencimiento 3 de marzo de 2025');
    expect(found.map((d) => d.iso)).toEqual(['2025-02-01', '2025-03-03']);
  });
});
