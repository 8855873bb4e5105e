import { describe, expect, it } from 'vitest';
import { countTicks, labelEvery } from './line-geometry';

describe('countTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten and reaches the maximum', () => {
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(38)).toEqual([0, 10, 20, 30, 40]);
    expect(countTicks(120)).toEqual([0, 50, 100, 150]);
    expect(countTicks(4)).toEqual([0, 1, 2, 3, 4]);
  });

  it('never steps by less than one invoice', () => {
    expect(countTicks(1)).toEqual([0, 1]);
    expect(countTicks(2)).toEqual([0, 1, 2]);
  });

  it('draws an empty range from zero to one', () => {
    expect(countTicks(0)).toEqual([0, 1]);
  });
});

describe('labelEvery', () => {
  it('writes every day when there is room', () => {
    expect(labelEvery(7, 600)).toBe(1);
  });

  it('skips days so labels keep their distance', () => {
    // 30 days over 300 px: about 10 px apart, so one label every six days.
    expect(labelEvery(31, 300)).toBe(6);
  });

  it('writes the single day of a one-day range', () => {
    expect(labelEvery(1, 300)).toBe(1);
  });
});
