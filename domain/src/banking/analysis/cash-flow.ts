/** Cash in, out and net per calendar month, this year against last year's statement. */
import type { Statement } from '../types';
import { changePct, monthOf } from './dates';
import type { CashFlow, CashMonth } from './types';

function sums(statement: Statement | null) {
  const months = new Map<number, { inCents: number; outCents: number; rows: number[] }>();
  for (const line of statement?.lines ?? []) {
    const month = monthOf(line.date);
    const m = months.get(month) ?? { inCents: 0, outCents: 0, rows: [] };
    if (line.amountCents >= 0) m.inCents += line.amountCents;
    else m.outCents -= line.amountCents;
    m.rows.push(line.row);
    months.set(month, m);
  }
  return months;
}

/** The year most of the statement's movements fall in. */
export function statementYear(statement: Statement): number {
  const counts = new Map<number, number>();
  for (const line of statement.lines) counts.set(Number(line.date.slice(0, 4)), (counts.get(Number(line.date.slice(0, 4))) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? new Date().getUTCFullYear();
}

export function cashFlow(statement: Statement, lastYear: Statement | null): CashFlow {
  const now = sums(statement);
  const last = lastYear ? sums(lastYear) : null;
  const months: CashMonth[] = [];
  for (let month = 1; month <= 12; month++) {
    const m = now.get(month);
    const l = last?.get(month);
    if (!m && !l) continue;
    const inCents = m?.inCents ?? 0;
    const outCents = m?.outCents ?? 0;
    const lastYearNetCents = l ? l.inCents - l.outCents : null;
    months.push({
      month, inCents, outCents, netCents: inCents - outCents,
      lastYearInCents: l?.inCents ?? null, lastYearOutCents: l?.outCents ?? null, lastYearNetCents,
      netChangePct: changePct(inCents - outCents, lastYearNetCents),
      refs: { lines: m?.rows ?? [], ...(l ? { lastYear: l.rows } : {}) },
    });
  }
  const total = (pick: (m: CashMonth) => number | null) => months.reduce((s, m) => s + (pick(m) ?? 0), 0);
  const lastClosing = lastYear?.closingBalanceCents ?? null;
  const opening = statement.openingBalanceCents;
  const warning = !lastYear ? 'analysis/no-last-year' : lastClosing !== null && opening !== null && lastClosing !== opening ? 'analysis/period-discontinuity' : null;
  return {
    year: statementYear(statement),
    months,
    totals: {
      inCents: total((m) => m.inCents),
      outCents: total((m) => m.outCents),
      netCents: total((m) => m.netCents),
      lastYearInCents: last ? total((m) => m.lastYearInCents) : null,
      lastYearOutCents: last ? total((m) => m.lastYearOutCents) : null,
      lastYearNetCents: last ? total((m) => m.lastYearNetCents) : null,
    },
    openingCents: opening,
    closingCents: statement.closingBalanceCents,
    lastYearClosingCents: lastClosing,
    warning,
  };
}
