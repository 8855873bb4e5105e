import { describe, expect, it } from 'vitest';
import { ringSegments } from './ring-segments';

describe('ringSegments', () => {
  it('puts the arcs one after the other, each as long as its share less the gap', () => {
    expect(ringSegments([2, 1, 1], 1)).toEqual([
      { index: 0, start: 0, length: 49 },
      { index: 1, start: 50, length: 24 },
      { index: 2, start: 75, length: 24 },
    ]);
  });

  it('draws nothing for a zero and no gap when one value is the whole ring', () => {
    expect(ringSegments([0, 3, 0], 1)).toEqual([{ index: 1, start: 0, length: 100 }]);
  });

  it('draws no arc when every value is zero', () => {
    expect(ringSegments([0, 0, 0], 1)).toEqual([]);
  });
});
