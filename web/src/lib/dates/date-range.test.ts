import { describe, expect, it } from 'vitest';
import { addDays, checkCustomRange, dayKeyIn, daysOf, resolveRange } from './date-range';

describe('resolveRange', () => {
  const today = '2025-03-15';
  it.each([
    ['today', '2025-03-15', '2025-03-15'],
    ['yesterday', '2025-03-14', '2025-03-14'],
    ['last-7-days', '2025-03-09', '2025-03-15'],
    ['last-30-days', '2025-02-14', '2025-03-15'],
    ['this-month', '2025-03-01', '2025-03-15'],
    ['last-month', '2025-02-01', '2025-02-28'],
    ['current-month', '2025-03-01', '2025-03-31'],
  ] as const)('%s is %s to %s', (preset, from, to) => {
    expect(resolveRange(preset, today)).toEqual({ from, to });
  });

  it('crosses years and leap days', () => {
    expect(resolveRange('last-month', '2025-01-10')).toEqual({ from: '2024-12-01', to: '2024-12-31' });
    expect(resolveRange('current-month', '2024-02-03')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(resolveRange('yesterday', '2024-03-01')).toEqual({ from: '2024-02-29', to: '2024-02-29' });
  });

  it('takes a valid custom range and refuses a broken one', () => {
    expect(resolveRange('custom', today, { from: '2025-01-01', to: '2025-01-31' })).toEqual({ from: '2025-01-01', to: '2025-01-31' });
    expect(resolveRange('custom', today, { from: '2025-02-01', to: '2025-01-31' })).toBeNull();
    expect(resolveRange('custom', today, { from: '2025-02-30', to: '2025-03-01' })).toBeNull();
    expect(resolveRange('custom', today, {})).toBeNull();
  });
});

describe('checkCustomRange', () => {
  it('names what is wrong', () => {
    expect(checkCustomRange({ from: 'x', to: '2025-01-01' })).toBe('invalid-date');
    expect(checkCustomRange({ from: '2025-01-02', to: '2025-01-01' })).toBe('from-after-to');
    expect(checkCustomRange({ from: '2023-01-01', to: '2025-01-01' })).toBe('too-long');
    expect(checkCustomRange({ from: '2025-01-01', to: '2025-12-31' })).toBeNull();
  });
});

describe('day keys', () => {
  it('reads today in the agency time zone, not the machine one', () => {
    const lateEvening = new Date('2025-03-15T23:30:00Z');
    expect(dayKeyIn(lateEvening, 'Europe/Madrid')).toBe('2025-03-16');
    expect(dayKeyIn(lateEvening, 'America/New_York')).toBe('2025-03-15');
  });

  it('adds days and lists a range', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(daysOf({ from: '2025-02-27', to: '2025-03-02' })).toEqual(['2025-02-27', '2025-02-28', '2025-03-01', '2025-03-02']);
  });
});
