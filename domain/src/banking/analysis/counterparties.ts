/**
 * Top customers (money in) and suppliers (money out) by counterparty, with their share of the
 * side's total, last year's figure and whether they are new, kept or lost. Taxes, social
 * security, payroll, loans, fees, own transfers, cash and returned debits are not trade.
 */
import { basisPoints, changePct } from './dates';
import type { Counterparties, LineInfo, LineKind, PartyRow, PartySide } from './types';

const NOT_TRADE = new Set<LineKind>(['tax', 'social-security', 'payroll', 'loan', 'fee', 'interest', 'own-transfer', 'cash', 'return']);
export const TOP_PARTIES = 10;

interface Tally {
  name: string;
  taxId: string | null;
  cents: number;
  lastYearCents: number;
  count: number;
  rows: number[];
  lastYearRows: number[];
  invoices: Set<string>;
}

function tally(lines: readonly LineInfo[], lastYear: readonly LineInfo[], sign: 1 | -1): Map<string, Tally> {
  const parties = new Map<string, Tally>();
  const add = (line: LineInfo, current: boolean) => {
    if (!line.party || NOT_TRADE.has(line.kind) || line.returned || Math.sign(line.amountCents) !== sign) return;
    let t = parties.get(line.party.key);
    if (!t) parties.set(line.party.key, (t = { name: line.party.name, taxId: line.party.taxId, cents: 0, lastYearCents: 0, count: 0, rows: [], lastYearRows: [], invoices: new Set() }));
    if (current) {
      t.cents += Math.abs(line.amountCents);
      t.count += 1;
      t.rows.push(line.row);
      for (const ref of line.invoiceRefs) t.invoices.add(ref);
    } else {
      t.lastYearCents += Math.abs(line.amountCents);
      t.lastYearRows.push(line.row);
    }
  };
  for (const line of lines) add(line, true);
  for (const line of lastYear) add(line, false);
  return parties;
}

function side(lines: readonly LineInfo[], lastYear: readonly LineInfo[], sign: 1 | -1, hasLastYear: boolean): PartySide {
  const parties = tally(lines, lastYear, sign);
  const total = [...parties.values()].reduce((s, t) => s + t.cents, 0);
  const toRow = ([key, t]: [string, Tally]): PartyRow => ({
    key, name: t.name, taxId: t.taxId, cents: t.cents, shareBp: basisPoints(t.cents, total), lastYearCents: t.lastYearCents,
    changePct: hasLastYear ? changePct(t.cents, t.lastYearCents || null) : null,
    status: t.cents === 0 ? 'lost' : t.lastYearCents === 0 && hasLastYear ? 'new' : 'kept',
    count: t.count,
    refs: { lines: t.rows, ...(t.lastYearRows.length ? { lastYear: t.lastYearRows } : {}), ...(t.invoices.size ? { invoices: [...t.invoices] } : {}) },
  });
  const ranked = [...parties].filter(([, t]) => t.cents > 0).sort((a, b) => b[1].cents - a[1].cents || a[0].localeCompare(b[0])).map(toRow);
  const lost = [...parties].filter(([, t]) => t.cents === 0).sort((a, b) => b[1].lastYearCents - a[1].lastYearCents).slice(0, TOP_PARTIES).map(toRow);
  const sum = (n: number) => ranked.slice(0, n).reduce((s, r) => s + r.cents, 0);
  return { totalCents: total, top1Bp: basisPoints(sum(1), total), top5Bp: basisPoints(sum(5), total), parties: ranked.slice(0, TOP_PARTIES), lost };
}

export function counterparties(lines: readonly LineInfo[], lastYear: readonly LineInfo[], hasLastYear: boolean): Counterparties {
  return { customers: side(lines, lastYear, 1, hasLastYear), suppliers: side(lines, lastYear, -1, hasLastYear) };
}
