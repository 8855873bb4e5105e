/**
 * The analyses a date range applies to (cash flow, income and expense by PGC group, top
 * counterparties, fees, taxes, anomalies) for a chosen range of a stored session. The server
 * classifies every line once, with what only it has (the diary's contra accounts, the Norma 43
 * concepto común, last year's statement), and stores that classification with the analysis
 * (`analysis/lines`); the range's figures are the same domain functions run on the lines of
 * the range, so the whole period gives the stored figures again. Last year's figures are those
 * of the same range one year earlier. Anomalies need the whole statement as context (a
 * counterparty's usual amounts, regular series): they are found on the whole statement and
 * the range keeps those dated in it.
 */
import type { Diary, DiaryLine, StatementLine } from '../types';
import { anomalies, keepLargest } from './anomalies';
import { cashMonths, cashTotals } from './cash-flow';
import { categories } from './categories';
import { counterparties } from './counterparties';
import { addMonths, dayOf, isoOf } from './dates';
import { feeKind, fees } from './fees';
import { taxes } from './taxes';
import type { AnomalyKind, AnomalyRow, CashMonth, CategoryRow, Counterparties, FeeKind, Fees, LineInfo, LineKind, PgcGroup, RecurringCharge, Taxes } from './types';

export interface DayRange {
  from: string;
  to: string;
}

const KINDS: LineKind[] = ['collection', 'payment', 'direct-debit', 'card', 'fee', 'interest', 'tax', 'social-security', 'payroll', 'loan', 'own-transfer', 'cash', 'return', 'other'];
const GROUPS: PgcGroup[] = ['70', '76', '60', '62', '626', '64', '47', '66', '57', '55', '00'];
const FEE_KINDS: FeeKind[] = ['maintenance', 'transfer', 'card', 'return', 'interest', 'overdraft', 'cash', 'other'];

/**
 * `bankSessions/{s}/analysis/lines`: each line's classification as text, `;` between lines,
 * numbers in base 36 so a 20,000-line year and its last year fit one document. This year:
 * `row,CODE[party]` (its date, amount and text are the stored bank line's); last year:
 * `row,day,amount,CODE[party]`, `day` counted from 1970-01-01. CODE is four characters: the
 * kind, the group and the fee kind as base-36 indexes into the lists above (`-`: not a fee)
 * and the flags (1 booked in the diary, 2 a returned debit); party indexes `parties`. The
 * diary's 475/476 lines give what was booked for taxes.
 */
export interface AnalysisLines {
  version: 1;
  parties: { key: string; name: string; taxId: string | null }[];
  lines: string;
  lastYear: string | null;
  taxDiary: DiaryLine[];
}

/** What the server's lines document may hold; a larger session has no range analysis. */
export const MAX_LINES_BYTES = 900_000;

export function toAnalysisLines(lines: readonly LineInfo[], lastYear: readonly LineInfo[] | null, diary: Diary | null): AnalysisLines {
  const parties: AnalysisLines['parties'] = [];
  const index = new Map<string, number>();
  const partyOf = (line: LineInfo) => {
    if (!line.party) return '';
    let i = index.get(line.party.key);
    if (i === undefined) {
      index.set(line.party.key, (i = parties.length));
      parties.push({ key: line.party.key, name: line.party.name, taxId: line.party.taxId });
    }
    return b36(i);
  };
  const codes = (line: LineInfo) => {
    const fee = (line.kind === 'fee' || line.kind === 'interest') && line.amountCents < 0 ? b36(FEE_KINDS.indexOf(feeKind(line.description))) : '-';
    return `${b36(KINDS.indexOf(line.kind))}${b36(GROUPS.indexOf(line.group))}${fee}${(line.source === 'diary' ? 1 : 0) | (line.returned ? 2 : 0)}${partyOf(line)}`;
  };
  return {
    version: 1,
    parties,
    lines: lines.map((l) => `${b36(l.row)},${codes(l)}`).join(';'),
    lastYear: lastYear ? lastYear.map((l) => `${b36(l.row)},${b36(dayOf(l.date))},${b36(l.amountCents)},${codes(l)}`).join(';') : null,
    taxDiary: (diary?.lines ?? []).filter((l) => /^47[56]/.test(l.account)),
  };
}

type BankLineText = Pick<StatementLine, 'row' | 'date' | 'amountCents' | 'description' | 'balanceCents'>;

const b36 = (n: number): string => n.toString(36);
const n36 = (text: string): number => parseInt(text, 36);

function lineOf(line: BankLineText, code: string, parties: AnalysisLines['parties']): LineInfo {
  const flags = n36(code[3] ?? '0');
  const feeKindOf = code[2] === '-' ? undefined : FEE_KINDS[n36(code[2]!)];
  return {
    row: line.row, date: line.date, amountCents: line.amountCents, description: line.description,
    kind: KINDS[n36(code[0]!)] ?? 'other', group: GROUPS[n36(code[1]!)] ?? '00', source: (flags & 1) === 1 ? 'diary' : 'rule', account: null,
    party: code.length > 4 ? (parties[n36(code.slice(4))] ?? null) : null, invoiceRefs: [], returned: (flags & 2) === 2,
    ...(feeKindOf ? { feeKind: feeKindOf } : {}),
  };
}

export interface RangeLines {
  lines: LineInfo[];
  lastYear: LineInfo[] | null;
  diary: Diary;
  /** The statement's lines with their balances (overdrafts). */
  statement: StatementLine[];
}

/** The stored classification joined to the stored bank lines (rows missing from either are left out). */
export function readAnalysisLines(stored: AnalysisLines, bankLines: readonly BankLineText[]): RangeLines {
  const byRow = new Map(bankLines.map((l) => [l.row, l]));
  const lines: LineInfo[] = [];
  for (const entry of stored.lines ? stored.lines.split(';') : []) {
    const [row, code] = entry.split(',');
    const line = byRow.get(n36(row!));
    if (line) lines.push(lineOf(line, code!, stored.parties));
  }
  const lastYear = stored.lastYear === null ? null : (stored.lastYear ? stored.lastYear.split(';') : []).map((entry) => {
    const [row, day, amount, code] = entry.split(',');
    return lineOf({ row: n36(row!), date: isoOf(n36(day!)), amountCents: n36(amount!), description: '', balanceCents: null }, code!, stored.parties);
  });
  const statement = bankLines.map((l) => ({ row: l.row, date: l.date, valueDate: null, amountCents: l.amountCents, description: l.description, balanceCents: l.balanceCents, key: String(l.row) }));
  return { lines, lastYear, diary: { lines: stored.taxDiary }, statement };
}

export interface RangeAnalysis {
  range: DayRange;
  /** The part of the range the statement covers; null when it covers none of it. */
  covered: DayRange | null;
  lineCount: number;
  cashFlow: { months: CashMonth[]; totals: ReturnType<typeof cashTotals> };
  categories: CategoryRow[];
  counterparties: Counterparties;
  fees: Fees;
  taxes: Taxes;
  anomalies: AnomalyRow[];
  anomalyCounts: Record<AnomalyKind, number>;
}

const inside = (range: DayRange) => (date: string) => date >= range.from && date <= range.to;

/** The same days one year earlier (29 February to the 28th). */
export function yearBefore(range: DayRange): DayRange {
  return { from: addMonths(range.from, -12), to: addMonths(range.to, -12) };
}

export function analyseRange(data: RangeLines, recurring: readonly Pick<RecurringCharge, 'key' | 'periodDays'>[], range: DayRange): RangeAnalysis {
  const inRange = inside(range);
  const inLastYear = inside(yearBefore(range));
  const lines = data.lines.filter((l) => inRange(l.date));
  const lastYear = data.lastYear?.filter((l) => inLastYear(l.date)) ?? null;
  const previous = lastYear ?? [];
  const dates = data.statement.map((l) => l.date).sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  const covered = first && last && range.from <= last && range.to >= first ? { from: range.from > first ? range.from : first, to: range.to < last ? range.to : last } : null;
  const months = cashMonths(lines, lastYear);
  const found = anomalies(data.lines, { format: 'csv', bank: null, iban: null, currency: 'EUR', openingBalanceCents: null, closingBalanceCents: null, lines: data.statement }, recurring as RecurringCharge[]);
  return {
    range,
    covered,
    lineCount: lines.length,
    cashFlow: { months, totals: cashTotals(months, lastYear !== null) },
    categories: categories(lines, previous),
    counterparties: counterparties(lines, previous, lastYear !== null),
    fees: fees(lines, previous),
    taxes: taxes(lines, { lines: data.diary.lines.filter((l) => inRange(l.date)) }),
    ...keepLargest(found.filter((a) => inRange(a.date))),
  };
}
