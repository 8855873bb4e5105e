/**
 * Liquidity (banking.md §3, after financica's runway): the average monthly net outflow of the
 * last complete months (up to 6), months of runway at that pace (red <= 6, amber <= 12), and a
 * 90-day projection in weeks: the balance plus open invoices by due date (overdue ones up to 90
 * days at once, older ones left out as doubtful) and the recurring charges' next dates. Open
 * bills of a counterparty with a recurring charge are not counted twice: the charge pays them.
 */
import { addDays, addMonths, dayOf } from './dates';
import { dueDateOf } from './paperwork';
import type { PartyResolver } from './party';
import type { AnalysisInvoice, CashFlow, Liquidity, ProjectionPoint, RecurringCharge } from './types';
import type { Statement } from '../types';

const HORIZON_DAYS = 90;
const BURN_MONTHS = 6;

interface Event {
  date: string;
  cents: number;
  invoice?: string;
  rows?: number[];
}

function completeMonths(statement: Statement, cash: CashFlow): string[] {
  const dates = statement.lines.map((l) => l.date).sort();
  if (dates.length === 0) return [];
  const [first, last] = [dates[0]!, dates[dates.length - 1]!];
  return cash.months
    .filter((m) => m.refs.lines.length > 0)
    .map((m) => m.month)
    .filter((month) => {
      const start = `${month}-01`;
      const end = addDays(addMonths(start, 1), -1);
      return dayOf(first) <= dayOf(start) + 5 && dayOf(last) >= dayOf(end) - 5;
    });
}

export function liquidity(
  statement: Statement,
  cash: CashFlow,
  invoices: readonly AnalysisInvoice[],
  open: Map<string, number>,
  recurring: readonly RecurringCharge[],
  parties: PartyResolver,
  asOf: string,
): Liquidity {
  const months = completeMonths(statement, cash).slice(-BURN_MONTHS);
  const nets = cash.months.filter((m) => months.includes(m.month)).map((m) => m.netCents);
  const averageBurnCents = nets.length ? -Math.round(nets.reduce((s, n) => s + n, 0) / nets.length) : 0;
  const balance = statement.closingBalanceCents ?? [...statement.lines].reverse().find((l) => l.balanceCents !== null)?.balanceCents ?? null;
  const runwayMonths = balance !== null && averageBurnCents > 0 ? Math.max(0, Math.round((10 * balance) / averageBurnCents) / 10) : null;
  const level = runwayMonths === null ? 'green' : runwayMonths <= 6 ? 'red' : runwayMonths <= 12 ? 'amber' : 'green';

  const end = addDays(asOf, HORIZON_DAYS);
  const events: Event[] = [];
  const recurringParties = new Set(recurring.map((r) => r.key));
  for (const invoice of invoices) {
    const cents = open.get(invoice.ref) ?? 0;
    if (cents <= 0 || invoice.date > asOf) continue;
    const due = dueDateOf(invoice);
    if (dayOf(asOf) - dayOf(due) > HORIZON_DAYS || due > end) continue;
    if (invoice.kind === 'received' && recurringParties.has(parties.resolve('', [invoice.ref])?.key ?? '')) continue;
    events.push({ date: due < asOf ? asOf : due, cents: invoice.kind === 'issued' ? cents : -cents, invoice: invoice.ref });
  }
  for (const charge of recurring) {
    // A series that stopped (its next date long gone) is not projected.
    if (dayOf(asOf) - dayOf(charge.nextDate) > charge.periodDays) continue;
    const step = (d: string) => (charge.periodDays === 7 ? addDays(d, 7) : addMonths(d, charge.periodDays === 30 ? 1 : charge.periodDays === 91 ? 3 : 12));
    for (let d = charge.nextDate; d <= end; d = step(d)) if (d > asOf) events.push({ date: d, cents: -charge.averageCents, rows: charge.refs.lines.slice(-1) });
  }
  const projection: ProjectionPoint[] = [];
  let running = balance ?? 0;
  let lowest: { cents: number; date: string } | null = balance === null ? null : { cents: balance, date: asOf };
  for (let week = 1; week * 7 <= HORIZON_DAYS + 6; week++) {
    const from = addDays(asOf, (week - 1) * 7);
    const to = week * 7 > HORIZON_DAYS ? end : addDays(asOf, week * 7);
    const inWeek = events.filter((e) => (week === 1 ? e.date >= from : e.date > from) && e.date <= to);
    const inCents = inWeek.filter((e) => e.cents > 0).reduce((s, e) => s + e.cents, 0);
    const outCents = inWeek.filter((e) => e.cents < 0).reduce((s, e) => s - e.cents, 0);
    running += inCents - outCents;
    const invoiceRefs = inWeek.flatMap((e) => (e.invoice ? [e.invoice] : []));
    projection.push({ date: to, balanceCents: running, inCents, outCents, refs: { lines: [...new Set(inWeek.flatMap((e) => e.rows ?? []))], ...(invoiceRefs.length ? { invoices: invoiceRefs } : {}) } });
    if (balance !== null && (!lowest || running < lowest.cents)) lowest = { cents: running, date: to };
    if (to === end) break;
  }
  return {
    balanceCents: balance,
    averageBurnCents,
    monthsUsed: nets.length,
    runwayMonths,
    level,
    projection,
    lowestCents: lowest?.cents ?? null,
    lowestDate: lowest?.date ?? null,
  };
}
