/**
 * Recurring charges (banking.md §3): the same counterparty, an amount within ±10 % of the
 * series' median, at a regular period (weekly, monthly, quarterly, yearly; the median gap within
 * a tolerance and two thirds of the gaps too). Gives the next expected date, the yearly cost,
 * price steps of fixed-price series (direct debits under one mandate recur whatever their amounts) and the change against last year's charges.
 */
import { addDays, addMonths, changePct, dayOf, median } from './dates';
import type { LineInfo, LineKind, PriceChange, RecurringCharge } from './types';

const PERIODS: { days: RecurringCharge['periodDays']; tolerance: number; months: number }[] = [
  { days: 7, tolerance: 2, months: 0 },
  { days: 30, tolerance: 5, months: 1 },
  { days: 91, tolerance: 7, months: 3 },
  { days: 365, tolerance: 10, months: 12 },
];
/** Taxes, social security and payroll have their own analyses; transfers and cash are not charges. */
const SKIP = new Set<LineKind>(['tax', 'social-security', 'payroll', 'own-transfer', 'cash', 'return', 'collection']);
const near = (a: number, b: number, share: number) => Math.abs(a - b) <= Math.abs(b) * share;

function priceChanges(series: readonly LineInfo[]): PriceChange[] {
  const amounts = series.map((l) => -l.amountCents);
  const steady = amounts.slice(1).filter((a, i) => near(a, amounts[i]!, 0.01)).length;
  if (steady * 2 < amounts.length - 1) return []; // a variable bill (electricity): no price to follow
  const changes: PriceChange[] = [];
  for (let i = 1; i < series.length; i++) {
    const [before, now, next] = [amounts[i - 1]!, amounts[i]!, amounts[i + 1]];
    if (!near(now, before, 0.01) && (next === undefined || near(next, now, 0.01))) {
      changes.push({ date: series[i]!.date, fromCents: before, toCents: now, row: series[i]!.row });
    }
  }
  return changes;
}

/** How many times a series' price changes (each price held within 1 %), in date order. */
function priceSteps(lines: readonly LineInfo[]): number {
  const amounts = [...lines].sort((a, b) => a.date.localeCompare(b.date) || a.row - b.row).map((l) => -l.amountCents);
  return amounts.slice(1).filter((a, i) => !near(a, amounts[i]!, 0.01)).length;
}

function regularSeries(lines: LineInfo[]): { series: LineInfo[]; period: (typeof PERIODS)[number] } | null {
  const series = lines.sort((a, b) => a.date.localeCompare(b.date) || a.row - b.row);
  if (series.length < 2) return null;
  const gaps = series.slice(1).map((l, i) => dayOf(l.date) - dayOf(series[i]!.date));
  const gap = median(gaps);
  const period = PERIODS.find((p) => Math.abs(gap - p.days) <= p.tolerance);
  if (!period || (period.days < 365 && series.length < 3)) return null;
  const regular = gaps.filter((g) => Math.abs(g - period.days) <= period.tolerance).length;
  return regular * 3 < gaps.length * 2 ? null : { series, period };
}

export function recurringCharges(lines: readonly LineInfo[], lastYear: readonly LineInfo[]): RecurringCharge[] {
  const groups = new Map<string, { now: LineInfo[]; last: LineInfo[] }>();
  const add = (line: LineInfo, current: boolean) => {
    if (line.amountCents >= 0 || !line.party || line.returned || SKIP.has(line.kind)) return;
    const g = groups.get(line.party.key) ?? { now: [], last: [] };
    (current ? g.now : g.last).push(line);
    groups.set(line.party.key, g);
  };
  lines.forEach((l) => add(l, true));
  lastYear.forEach((l) => add(l, false));
  const out: RecurringCharge[] = [];
  for (const [key, group] of groups) {
    if (group.now.length === 0) continue;
    const middle = median(group.now.map((l) => -l.amountCents));
    const inBand = (l: LineInfo) => near(-l.amountCents, middle, 0.1);
    // A direct debit under one mandate (electricity, phone) recurs even when each bill differs,
    // and a fixed price that rose once or twice (a subscription, rent) is still one series.
    const all = [...group.last, ...group.now];
    const variable = group.now.every((l) => l.kind === 'direct-debit');
    const found =
      (priceSteps(all) <= 2 ? regularSeries([...all]) : null) ??
      regularSeries([...group.last.filter(inBand), ...group.now.filter(inBand)]) ??
      (variable ? regularSeries([...all]) : null);
    if (!found) continue;
    const { series, period } = found;
    const now = new Set(group.now);
    const current = series.filter((l) => now.has(l));
    if (current.length === 0) continue;
    const average = Math.round(current.reduce((s, l) => s - l.amountCents, 0) / current.length);
    const lastLine = series[series.length - 1]!;
    const lastYearAverage = group.last.length ? Math.round(group.last.reduce((s, l) => s - l.amountCents, 0) / group.last.length) : null;
    out.push({
      key,
      name: lastLine.party!.name,
      kind: lastLine.kind,
      periodDays: period.days,
      count: current.length,
      averageCents: average,
      lastCents: -lastLine.amountCents,
      annualCents: Math.round((average * 365) / period.days),
      firstDate: series[0]!.date,
      lastDate: lastLine.date,
      nextDate: period.months ? addMonths(lastLine.date, period.months) : addDays(lastLine.date, period.days),
      priceChanges: priceChanges(series),
      lastYearAverageCents: lastYearAverage,
      yoyChangePct: changePct(average, lastYearAverage),
      refs: { lines: current.map((l) => l.row), ...(series.length > current.length ? { lastYear: series.filter((l) => !now.has(l)).map((l) => l.row) } : {}) },
    });
  }
  return out.sort((a, b) => b.annualCents - a.annualCents || a.key.localeCompare(b.key));
}
