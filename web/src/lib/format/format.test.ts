import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatMoney, formatNumber, savedTimeParts } from './format';

describe('format', () => {
  it('writes amounts as the language does', () => {
    expect(formatMoney(123456, 'es').replace(/\s/g, ' ')).toBe('1.234,56 €');
    expect(formatMoney(123456, 'en')).toBe('€1,234.56');
    expect(formatNumber(1234, 'es')).toBe('1.234');
    expect(formatAmount(4076, 'es').replace(/\s/g, ' ')).toBe('4.076,00 €');
    expect(formatAmount(12.5, 'es', 'XYZW')).toBe('12,50 XYZW');
  });

  it('writes calendar dates without moving the day', () => {
    expect(formatDate('2025-07-17', 'es')).toBe('17/07/2025');
    expect(formatDate('2025-01-01', 'es', 'America/Los_Angeles')).toBe('01/01/2025');
    expect(formatDate(Date.UTC(2025, 6, 17, 23, 30), 'es', 'Europe/Madrid')).toBe('18/07/2025');
  });

  it('splits saved time into hours and minutes', () => {
    expect(savedTimeParts(3_690)).toEqual({ hours: 1, minutes: 2 });
    expect(savedTimeParts(-5)).toEqual({ hours: 0, minutes: 0 });
  });
});
