import { describe, expect, it } from 'vitest';
import { parseAmount, parseAmountValue } from './parse-amount';

describe('parseAmount', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['-49,80 €', -49.8],
    ['49,80-', -49.8],
    ['(49,80)', -49.8],
    ['1 234,56', 1234.56],
    ['1.234.567,89 EUR', 1234567.89],
    ['€ 12.50', 12.5],
    ['0,5', 0.5],
    ['21,00 %', 21],
    ['1.234', 1234],
    ['1,234', 1234],
    ['12,345', 12345],
    ['0.125', 0.125],
    ['5,2', 5.2],
    ['1234', 1234],
    ['−7,20', -7.2],
  ])('%s -> %d', (raw, expected) => {
    expect(parseAmountValue(raw)).toBeCloseTo(expected, 6);
  });

  it.each(['', 'abc', '12a', '1.23.4,5', '1,23,456.00', '12/03/2025', 'B12345678', '1.2345.678'])(
    'rejects %s',
    (raw) => {
      expect(parseAmount(raw)).toBeNull();
    },
  );

  it('reports currency, decimals and percent', () => {
    expect(parseAmount('1.234,50 €')).toEqual({ value: 1234.5, decimals: 2, currency: 'EUR', percent: false });
    expect(parseAmount('USD 10.00')?.currency).toBe('USD');
    expect(parseAmount('£3')?.currency).toBe('GBP');
    expect(parseAmount('21%')?.percent).toBe(true);
    expect(parseAmount('(21%)')).toMatchObject({ value: 21, percent: true });
  });
});
