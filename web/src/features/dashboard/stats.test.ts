import { describe, expect, it } from 'vitest';
import { hoursAndMinutes, rangeFigures } from './stats';

const day = (id: string, processed: number, accurate: number, corrected = 0) => ({
  id,
  processed,
  accurate,
  withErrors: processed - accurate,
  corrected,
  savedSeconds: processed * 100,
  processingMs: 0,
});

describe('rangeFigures', () => {
  it('sums the days of the range and fills the days without figures', () => {
    const figures = rangeFigures({ from: '2025-03-01', to: '2025-03-03' }, [day('2025-03-01', 4, 3, 1), day('2025-03-03', 2, 2)]);
    expect(figures).toMatchObject({ processed: 6, accurate: 5, withErrors: 1, corrected: 1, savedSeconds: 600 });
    expect(figures.series.map((point) => [point.day, point.processed])).toEqual([
      ['2025-03-01', 4],
      ['2025-03-02', 0],
      ['2025-03-03', 2],
    ]);
  });

  it('ignores documents outside the range', () => {
    expect(rangeFigures({ from: '2025-03-02', to: '2025-03-02' }, [day('2025-03-01', 9, 9)]).processed).toBe(0);
  });
});

describe('hoursAndMinutes', () => {
  it('rounds to minutes', () => {
    expect(hoursAndMinutes(3 * 3600 + 29 * 60 + 31)).toEqual({ hours: 3, minutes: 30 });
    expect(hoursAndMinutes(0)).toEqual({ hours: 0, minutes: 0 });
  });
});
