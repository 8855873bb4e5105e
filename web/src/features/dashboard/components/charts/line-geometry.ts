/**
 * The arithmetic of the invoices line chart (InvoicesLineSvg): round steps for the counts axis
 * and how many day labels fit under it. Pure, so it is tested without a browser.
 */

/** Ticks from zero to at least `max`, on a step of 1, 2 or 5 times a power of ten (about four of them). */
export function countTicks(max: number, wanted = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / wanted;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power);
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
}

/** Every how many days a label is written, so that labels stand at least `minGapPx` apart. */
export function labelEvery(points: number, widthPx: number, minGapPx = 56): number {
  if (points <= 1) return 1;
  const spacing = widthPx / (points - 1);
  return Math.max(1, Math.ceil(minGapPx / spacing));
}
