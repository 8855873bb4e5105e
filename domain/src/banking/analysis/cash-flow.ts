/**
 * Cash in, out and net per calendar month, this year against last year's statement. Months are
 * keyed `YYYY-MM`, so a statement that spans two calendar years keeps January of each apart;
 * last year's month is the same month one year earlier.
 */
import type { Statement, StatementLine } from '../types';
import { changePct } from './dates';
import type { CashFlow, CashMonth } from './types';

type Movement = Pick<StatementLine, 'row' | 'date' | 'amountCents'>;

/** `YYYY-MM` of a day, moved `years` years on. */
export const monthKey = (iso: string, years = 0): string => `${String(Number(iso.slice(0, 4)) + years).padStart(4, '0')}-${iso.slice(5, 7)}`;

function sums(lines: readonly Movement[], years: number) {
  const months = new Map<string, { inCents: number; outCents: number; rows: number[] }>();
  for (const line of lines) {
    const month = monthKey(line.date, years);
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

/** The months of `lines` against `lastYear`'s (null: no last year's statement), in order. */
export function cashMonths(lines: readonly Movement[], lastYear: readonly Movement[] | null): CashMonth[] {
  const now = sums(lines, 0);
  const last = lastYear ? sums(lastYear, 1) : null;
  const months: CashMonth[] = [];
  for (const month of [...new Set([...now.keys(), ...(last?.keys() ?? [])])].sort()) {
    const m = now.get(month);
    const l = last?.get(month);
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
  return months;
}

export function cashTotals(months: readonly CashMonth[], hasLastYear: boolean): CashFlow['totals'] {
  const total = (pick: (m: CashMonth) => number | null) => months.reduce((s, m) => s + (pick(m) ?? 0), 0);
  return {
    inCents: total((m) => m.inCents),
    outCents: total((m) => m.outCents),
    netCents: total((m) => m.netCents),
    lastYearInCents: hasLastYear ? total((m) => m.lastYearInCents) : null,
    lastYearOutCents: hasLastYear ? total((m) => m.lastYearOutCents) : null,
    lastYearNetCents: hasLastYear ? total((m) => m.lastYearNetCents) : null,
  };
}

export function cashFlow(statement: Statement, lastYear: Statement | null): CashFlow {
  const months = cashMonths(statement.lines, lastYear?.lines ?? null);
  const lastClosing = lastYear?.closingBalanceCents ?? null;
  const opening = statement.openingBalanceCents;
  const warning = !lastYear ? 'analysis/no-last-year' : lastClosing !== null && opening !== null && lastClosing !== opening ? 'analysis/period-discontinuity' : null;
  return {
    year: statementYear(statement),
    months,
    totals: cashTotals(months, lastYear !== null),
    openingCents: opening,
    closingCents: statement.closingBalanceCents,
    lastYearClosingCents: lastClosing,
    warning,
  };
}
