/**
 * Signals worth a question to the client (banking.md §3): the same charge twice within three
 * days (not part of a regular series), amounts far from a counterparty's usual ones (robust
 * z-score on the median absolute deviation above 4 and 25 % above the median, with 5 or more
 * charges), cash withdrawals of 1,000 EUR or more (the legal limit for cash payments between
 * businesses), returned direct debits, and the days the balance was below zero.
 */
import { dayOf, median } from './dates';
import type { AnomalyKind, AnomalyRow, LineInfo, RecurringCharge } from './types';
import type { Statement } from '../types';

export const LARGE_CASH_CENTS = 100_000;
const DUPLICATE_DAYS = 3;
const OUTLIER_Z = 4;
export const MAX_PER_KIND = 50;

export function anomalies(lines: readonly LineInfo[], statement: Statement, recurring: readonly RecurringCharge[]): AnomalyRow[] {
  const out: AnomalyRow[] = [];
  const weekly = new Set(recurring.filter((r) => r.periodDays === 7).map((r) => r.key));
  const charges = lines.filter((l) => l.amountCents < 0 && !l.returned);
  // Duplicates: same party (or same text without one) and amount, within three days.
  const byKey = new Map<string, LineInfo[]>();
  for (const line of charges) {
    const key = `${line.party?.key ?? line.description}|${line.amountCents}`;
    const group = byKey.get(key);
    if (group) group.push(line);
    else byKey.set(key, [line]);
  }
  for (const group of byKey.values()) {
    if (group.length < 2 || (group[0]!.party && weekly.has(group[0]!.party.key))) continue;
    group.sort((a, b) => a.date.localeCompare(b.date) || a.row - b.row);
    for (let i = 1; i < group.length; i++) {
      const [a, b] = [group[i - 1]!, group[i]!];
      if (dayOf(b.date) - dayOf(a.date) > DUPLICATE_DAYS) continue;
      out.push({ kind: 'duplicate', date: b.date, cents: -b.amountCents, party: b.party?.name ?? null, score: null, refs: { lines: [a.row, b.row] } });
    }
  }
  // Outliers per counterparty.
  const byParty = new Map<string, LineInfo[]>();
  // Payroll (June and December pay twice), taxes and social security vary by nature.
  const steady = charges.filter((l) => !['payroll', 'tax', 'social-security'].includes(l.kind));
  for (const line of steady) {
    if (!line.party) continue;
    const group = byParty.get(line.party.key);
    if (group) group.push(line);
    else byParty.set(line.party.key, [line]);
  }
  for (const group of byParty.values()) {
    if (group.length < 5) continue;
    const amounts = group.map((l) => -l.amountCents);
    const mid = median(amounts);
    const mad = median(amounts.map((a) => Math.abs(a - mid)));
    if (mad === 0) continue;
    for (const line of group) {
      const z = (0.6745 * (-line.amountCents - mid)) / mad;
      // A tight series makes small steps large in z: an outlier is also a quarter above the median.
      if (z > OUTLIER_Z && -line.amountCents >= mid * 1.25) out.push({ kind: 'outlier', date: line.date, cents: -line.amountCents, party: line.party!.name, score: Math.round(z * 10) / 10, refs: { lines: [line.row] } });
    }
  }
  for (const line of charges) {
    if (line.kind === 'cash' && -line.amountCents >= LARGE_CASH_CENTS) {
      out.push({ kind: 'cash-withdrawal', date: line.date, cents: -line.amountCents, party: null, score: null, refs: { lines: [line.row] } });
    }
  }
  for (const line of lines) {
    if (line.returned && line.amountCents > 0) {
      const charge = lines.find((l) => l.returned && l.amountCents === -line.amountCents && l.date <= line.date && l.row !== line.row);
      out.push({ kind: 'returned-debit', date: line.date, cents: line.amountCents, party: charge?.party?.name ?? line.party?.name ?? null, score: null, refs: { lines: charge ? [charge.row, line.row] : [line.row] } });
    }
  }
  // Overdraft: each run of days with a negative end-of-day balance.
  const endOfDay = new Map<string, { balance: number; row: number }>();
  for (const line of statement.lines) if (line.balanceCents !== null) endOfDay.set(line.date, { balance: line.balanceCents, row: line.row });
  const days = [...endOfDay].sort((a, b) => a[0].localeCompare(b[0]));
  for (let i = 0; i < days.length; i++) {
    if (days[i]![1].balance >= 0) continue;
    let j = i;
    let lowest = days[i]![1].balance;
    while (j + 1 < days.length && days[j + 1]![1].balance < 0) lowest = Math.min(lowest, days[++j]![1].balance);
    const until = j + 1 < days.length ? days[j + 1]![0] : days[j]![0];
    out.push({ kind: 'overdraft', date: days[i]![0], cents: -lowest, party: null, score: Math.max(1, dayOf(until) - dayOf(days[i]![0])), refs: { lines: days.slice(i, j + 1).map(([, d]) => d.row) } });
    i = j;
  }
  return out;
}

/** The largest `MAX_PER_KIND` of each kind, by date, and how many of each there were. */
export function keepLargest(rows: AnomalyRow[]): { anomalies: AnomalyRow[]; anomalyCounts: Record<AnomalyKind, number> } {
  const anomalyCounts: Record<AnomalyKind, number> = { duplicate: 0, outlier: 0, 'cash-withdrawal': 0, 'returned-debit': 0, overdraft: 0 };
  for (const row of rows) anomalyCounts[row.kind] += 1;
  const kept = (Object.keys(anomalyCounts) as AnomalyKind[]).flatMap((kind) =>
    rows.filter((r) => r.kind === kind).sort((a, b) => b.cents - a.cents).slice(0, MAX_PER_KIND),
  );
  return { anomalies: kept.sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind)), anomalyCounts };
}
