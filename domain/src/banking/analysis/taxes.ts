/**
 * Taxes (AEAT) by the quarter they settle and social security (TGSS) by month, paid per the
 * bank against what the diary booked as settled (debits to 475x HP acreedora, 476x Seguridad
 * Social acreedora). Quarterly models (303, 111, 115, 130) are paid in the month after the
 * quarter: a payment in January, April, July or October settles the quarter before.
 */
import { plain } from '../match/text';
import type { Diary, DiaryLine } from '../types';
import { monthOf } from './dates';
import type { LineInfo, TaxRow, Taxes } from './types';

export function settledQuarter(iso: string): string {
  const year = Number(iso.slice(0, 4));
  const month = monthOf(iso);
  const quarter = Math.ceil(month / 3);
  if (month % 3 !== 1) return `${year}-Q${quarter}`;
  return quarter === 1 ? `${year - 1}-Q4` : `${year}-Q${quarter - 1}`;
}

/** The month a TGSS payment settles: the `MM/YYYY` of its concept, else the month it is paid. */
function tgssMonth(line: LineInfo): string {
  const m = plain(line.description).match(/\b(0[1-9]|1[0-2])[/-]?(20\d\d)\b/);
  return m ? `${m[2]}-${m[1]}` : line.date.slice(0, 7);
}

const MODEL = /\b(?:MODELO|MOD\.?|M\.?)\s*(\d{3})\b|\b(303|111|115|130|131|123|200|202|390|190|180|347|349)\b/g;

export function taxModels(description: string): string[] {
  return [...new Set([...plain(description).matchAll(MODEL)].map((m) => m[1] ?? m[2]!))];
}

function rowsBy(lines: readonly LineInfo[], period: (l: LineInfo) => string): Map<string, TaxRow> {
  const rows = new Map<string, TaxRow>();
  for (const line of lines) {
    const key = period(line);
    const row = rows.get(key) ?? { period: key, models: [], paidCents: 0, bookedCents: null, differenceCents: null, refs: { lines: [] } };
    row.paidCents -= line.amountCents;
    row.refs.lines.push(line.row);
    for (const model of taxModels(line.description)) if (!row.models.includes(model)) row.models.push(model);
    rows.set(key, row);
  }
  return rows;
}

function book(rows: Map<string, TaxRow>, diary: Diary | null, account: RegExp, period: (l: DiaryLine) => string): void {
  if (!diary) return;
  const booked = new Map<string, { cents: number; rows: number[] }>();
  for (const line of diary.lines) {
    if (!account.test(line.account) || line.debitCents === 0) continue;
    const b = booked.get(period(line)) ?? { cents: 0, rows: [] };
    b.cents += line.debitCents - line.creditCents;
    b.rows.push(line.row);
    booked.set(period(line), b);
  }
  for (const [key, b] of booked) {
    if (!rows.has(key)) rows.set(key, { period: key, models: [], paidCents: 0, bookedCents: null, differenceCents: null, refs: { lines: [] } });
    Object.assign(rows.get(key)!.refs, { diary: b.rows });
  }
  for (const [key, row] of rows) {
    row.bookedCents = booked.get(key)?.cents ?? 0;
    row.differenceCents = row.paidCents - row.bookedCents;
  }
}

export function taxes(lines: readonly LineInfo[], diary: Diary | null): Taxes {
  const aeat = rowsBy(lines.filter((l) => l.kind === 'tax'), (l) => settledQuarter(l.date));
  book(aeat, diary, /^475/, (l) => settledQuarter(l.date));
  const tgss = rowsBy(lines.filter((l) => l.kind === 'social-security'), tgssMonth);
  book(tgss, diary, /^476/, (l) => l.date.slice(0, 7));
  const months = [...new Set(lines.map((l) => l.date.slice(0, 7)))].sort();
  const paidMonths = [...tgss.values()].filter((r) => r.paidCents > 0).map((r) => r.period).sort();
  // Payments settle the month before (or the same): a month is missing when neither it nor the
  // month after it, inside the statement, carries a payment for it.
  const tgssMissing = paidMonths.length === 0 ? [] : months.slice(0, -1).filter((m) => m >= paidMonths[0]! && !paidMonths.includes(m));
  const sorted = (m: Map<string, TaxRow>) => [...m.values()].sort((a, b) => a.period.localeCompare(b.period));
  return {
    aeat: sorted(aeat),
    tgss: sorted(tgss),
    tgssMissing,
    aeatTotalCents: [...aeat.values()].reduce((s, r) => s + r.paidCents, 0),
    tgssTotalCents: [...tgss.values()].reduce((s, r) => s + r.paidCents, 0),
  };
}
