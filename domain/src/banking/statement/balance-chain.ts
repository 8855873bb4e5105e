/**
 * Order and integrity of a statement from its running balance: saldo_i = saldo_{i-1} + importe_i.
 * The file may be newest-first (BBVA, CaixaBank, Openbank) or oldest-first (Kutxabank), and card
 * exports may carry spending as positive; the chain decides, and a chain that holds in no reading
 * refuses the file rather than reconcile misaligned data.
 */

export interface ChainLine {
  row: number;
  date: string;
  amountCents: number;
  balanceCents: number | null;
}

export type ChainResult<T> =
  | { ok: true; lines: T[]; inverted: boolean; checked: boolean }
  | { ok: false; row: number };

/** Index of the first line whose balance does not follow from the previous one, or -1. */
function firstBreak(lines: readonly ChainLine[], sign: 1 | -1): number {
  for (let i = 1; i < lines.length; i++) {
    const before = lines[i - 1]!.balanceCents;
    const after = lines[i]!.balanceCents;
    if (before === null || after === null) continue;
    if (after - before !== sign * lines[i]!.amountCents) return i;
  }
  return -1;
}

function byDate<T extends ChainLine>(lines: readonly T[]): T[] {
  const descending = lines.length > 1 && lines[0]!.date > lines[lines.length - 1]!.date;
  const ordered = descending ? [...lines].reverse() : [...lines];
  return ordered.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * Lines in date order with each day's lines ordered by the chain: some exports sort a day's
 * movements by another key. Null when no order of a day's lines continues the chain.
 */
function chainWithinDays<T extends ChainLine>(lines: readonly T[], sign: 1 | -1): T[] | null {
  if (lines.some((l) => l.balanceCents === null)) return null;
  const days: T[][] = [];
  for (const line of byDate(lines)) {
    const last = days[days.length - 1];
    if (last && last[0]!.date === line.date) last.push(line);
    else days.push([line]);
  }
  const walk = (day: T[], start: number): T[] | null => {
    const left = [...day];
    const out: T[] = [];
    let balance = start;
    while (left.length > 0) {
      const i = left.findIndex((l) => l.balanceCents! - sign * l.amountCents === balance);
      if (i < 0) return null;
      balance = left[i]!.balanceCents!;
      out.push(...left.splice(i, 1));
    }
    return out;
  };
  const first = days[0]!;
  let ordered: T[] | null = null;
  for (const line of first) {
    ordered = walk(first, line.balanceCents! - sign * line.amountCents);
    if (ordered) break;
  }
  if (!ordered) return null;
  for (const day of days.slice(1)) {
    const next = walk(day, ordered[ordered.length - 1]!.balanceCents!);
    if (!next) return null;
    ordered.push(...next);
  }
  return ordered;
}

export function orderByBalance<T extends ChainLine>(lines: readonly T[]): ChainResult<T> {
  const withBalance = lines.filter((l) => l.balanceCents !== null).length;
  if (withBalance < 2) return { ok: true, lines: byDate(lines), inverted: false, checked: false };
  const reversed = [...lines].reverse();
  const readings: { lines: T[]; sign: 1 | -1 }[] = [
    { lines: [...lines], sign: 1 },
    { lines: reversed, sign: 1 },
    { lines: [...lines], sign: -1 },
    { lines: reversed, sign: -1 },
  ];
  // Oldest-first readings are preferred when both hold (one line, or all amounts zero).
  for (const reading of readings) {
    if (firstBreak(reading.lines, reading.sign) !== -1) continue;
    const chronological = reading.lines[0]!.date <= reading.lines[reading.lines.length - 1]!.date;
    if (!chronological) continue;
    const out = reading.sign === 1 ? reading.lines : reading.lines.map((l) => ({ ...l, amountCents: l.amountCents === 0 ? 0 : -l.amountCents }));
    return { ok: true, lines: out, inverted: reading.sign === -1, checked: true };
  }
  for (const sign of [1, -1] as const) {
    const ordered = chainWithinDays(lines, sign);
    if (!ordered) continue;
    const out = sign === 1 ? ordered : ordered.map((l) => ({ ...l, amountCents: l.amountCents === 0 ? 0 : -l.amountCents }));
    return { ok: true, lines: out, inverted: sign === -1, checked: true };
  }
  const forward = firstBreak(lines, 1);
  const backward = firstBreak(reversed, 1);
  const row = backward > forward ? reversed[backward]!.row : lines[Math.max(forward, 1)]!.row;
  return { ok: false, row };
}
