/**
 * The spread of a benchmark's repeated runs, and the verdict on a target (issue 20): a target
 * is met when the median of the runs meets it and the worst run is within 10% of it. A figure
 * that holds only on the run that measured it is not met.
 */
import { cpus, loadavg } from 'node:os';

export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number[];
}

export function spread(runs: number[]): Spread {
  const sorted = [...runs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0] ?? NaN, max: sorted.at(-1) ?? NaN, runs };
}

const plain = (value: number) => String(Number(value.toFixed(2)));

/** "median 97 (min 95, max 99; runs 97 95 99)", each value through `format`. */
export function spreadText(values: Spread, format: (value: number) => string = plain): string {
  return `median ${format(values.median)} (min ${format(values.min)}, max ${format(values.max)}; runs ${values.runs.map(format).join(' ')})`;
}

/** Whether a higher value is better (a score) or a lower one (a time). */
export type Direction = 'at least' | 'at most';

/** The worst run may miss the target by this share of it. */
const WORST_RUN_SLACK = 0.1;

export function verdict(label: string, values: Spread, direction: Direction, target: number, format: (value: number) => string = plain): string {
  const worst = direction === 'at least' ? values.min : values.max;
  const limit = direction === 'at least' ? target * (1 - WORST_RUN_SLACK) : target * (1 + WORST_RUN_SLACK);
  const medianMeets = direction === 'at least' ? values.median >= target : values.median <= target;
  const worstWithin = direction === 'at least' ? worst >= limit : worst <= limit;
  const met = medianMeets && worstWithin;
  const why = met
    ? ''
    : !medianMeets
      ? `: the median misses ${format(target)}`
      : `: the worst run (${format(worst)}) is beyond ${format(limit)}`;
  return `verdict ${label}: ${met ? 'MET' : 'NOT MET'} (target ${direction} ${format(target)}; median ${format(values.median)}, worst ${format(worst)}${why})`;
}

/** The machine's 1-minute load average and its core count, for a run's start and end lines. */
export function machineLoad(): string {
  return `load average (1 min) ${loadavg()[0]!.toFixed(2)} on ${cpus().length} cores`;
}

/**
 * A CPU index: the time of a fixed integer loop (about 50 million iterations of multiply, xor and
 * shift), in ms, best of three. Lower is faster; on one machine it rises with the load,
 * and it compares machines of the same kind when measured quiet. os.cpus()'s MHz is not used:
 * on virtual machines it is the nominal speed, whatever the host gives.
 */
export function cpuLoopMs(): number {
  let best = Infinity;
  for (let attempt = 0; attempt < 3; attempt++) {
    const started = performance.now();
    let state = 1;
    for (let index = 0; index < 50_000_000; index++) state = (Math.imul(state, 1_103_515_245) + index) ^ (state >>> 7);
    const elapsed = performance.now() - started;
    // Keeps the loop's result alive so it is not optimised away.
    if (state === 0.5) process.stdout.write('');
    best = Math.min(best, elapsed);
  }
  return Math.round(best);
}
