/** One drawn arc of a ring, in units of the ring's length (the whole ring is 100). */
export interface RingSegment {
  /** Which value the arc stands for (its index in the values given). */
  index: number;
  /** The arc's length. */
  length: number;
  /** How far along the ring the arc starts. */
  start: number;
}

/**
 * Where each value's arc goes on a ring of length 100, in order, one after the other. Values of
 * zero draw nothing. With more than one arc, each leaves `gap` blank after it so they read apart.
 */
export function ringSegments(values: readonly number[], gap: number): RingSegment[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  if (total <= 0) return [];
  const drawn = values.filter((value) => value > 0).length;
  const blank = drawn > 1 ? gap : 0;
  const segments: RingSegment[] = [];
  let start = 0;
  values.forEach((value, index) => {
    if (value <= 0) return;
    const share = (value / total) * 100;
    segments.push({ index, start, length: Math.max(0, share - blank) });
    start += share;
  });
  return segments;
}
