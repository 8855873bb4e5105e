import { describe, expect, it } from 'vitest';
import { dayKeyIn } from './day-key';

describe('dayKeyIn', () => {
  const lateEvening = Date.UTC(2025, 2, 15, 23, 30);

  it('gives the day in the time zone asked for, from a date or epoch milliseconds', () => {
    expect(dayKeyIn(lateEvening, 'Europe/Madrid')).toBe('2025-03-16');
    expect(dayKeyIn(new Date(lateEvening), 'America/New_York')).toBe('2025-03-15');
    expect(dayKeyIn(lateEvening, 'UTC')).toBe('2025-03-15');
  });

  it('answers each zone with its own formatter after the first call', () => {
    expect(dayKeyIn(lateEvening, 'Europe/Madrid')).toBe('2025-03-16');
    expect(dayKeyIn(lateEvening, 'Atlantic/Canary')).toBe('2025-03-15');
  });
});
