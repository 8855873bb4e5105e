import { describe, expect, it } from 'vitest';
import { parseTypedAmount, parseTypedCents } from './parse-typed-amount';

describe('parseTypedAmount', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1234.56', 1234.56],
    ['1234,56', 1234.56],
    ['1 234,56', 1234.56],
    ['1.234', 1234],
    ['1,234', 1234],
    ['1.234.567', 1234567],
    ['1,234,567.8', 1234567.8],
    ['12,5', 12.5],
    ['0.5', 0.5],
    ['532', 532],
    ['-49,80', -49.8],
    ['12,50 €', 12.5],
    ['EUR 1.000,00', 1000],
    ['  7,2  ', 7.2],
  ])('%s is %d', (text, value) => {
    expect(parseTypedAmount(text)).toBe(value);
  });

  it.each(['', ' ', 'abc', '12a', '12,345,6', '1.23.4', '12.3456', '0,125', '1.2345', '21 %', '1,23,456.00', '--5'])('%s is not an amount', (text) => {
    expect(parseTypedAmount(text)).toBeNull();
  });

  it('gives whole cents', () => {
    expect(parseTypedCents('1.234,56')).toBe(123456);
    expect(parseTypedCents('0,1')).toBe(10);
    expect(parseTypedCents('1.005,05')).toBe(100505);
    expect(parseTypedCents('x')).toBeNull();
  });
});
