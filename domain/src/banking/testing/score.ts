/** How a session result compares with a pack's right answers: precision, recall, top-1, wrong autos. */
import type { Match, ReconcileResult } from '../types';
import type { TruthLine } from './pack-files';

export interface PackScore {
  lines: number;
  autoMatches: number;
  wrongAuto: number;
  /** Lines with a correct automatic match (invoice or diary side) / all lines. */
  autoRecall: number;
  /** Lines settling invoices whose concept names them (number, NIF, creditor id) matched right automatically. */
  identifiedRecall: number;
  invoiceRecall: number;
  diaryRecall: number;
  /** Correct first suggestions / lines left to suggestions that have a right answer. */
  top1: number;
  suggestedLines: number;
  precision: number;
}

const refs = (m: Match) => [...m.invoiceRows.map((r) => `r:${r}`), ...m.invoiceIds.map((id) => `id:${id}`)].sort().join(',');
const same = (truth: TruthLine, m: Match) => !truth.ambiguous && truth.invoices.length > 0 && [...truth.invoices].sort().join(',') === refs(m);

/**
 * A diary match is right when its 572 rows book the line or one of its identical twins (same
 * day, amount and text): identical movements are interchangeable, any pairing is right.
 */
function correct(m: Match, byRow: Map<number, TruthLine>, twins: Map<number, number[]>): boolean {
  const lines = m.bankRows.map((r) => byRow.get(r)!);
  if (m.diaryRows.length > 0) {
    const allowed = new Set(m.bankRows.flatMap((r) => (twins.get(r) ?? [r]).map((t) => byRow.get(t)!.diaryRow)));
    return m.diaryRows.length === lines.length && m.diaryRows.every((d) => allowed.has(d));
  }
  return lines.every((t) => same(t, m));
}

function twinRows(result: ReconcileResult): Map<number, number[]> {
  const groups = new Map<string, number[]>();
  for (const l of result.statement?.lines ?? []) {
    const key = `${l.date}|${l.amountCents}|${l.description}`;
    groups.set(key, [...(groups.get(key) ?? []), l.row]);
  }
  return new Map([...groups.values()].flatMap((rows) => rows.map((r) => [r, rows] as const)));
}

export function scoreResult(result: ReconcileResult, truth: readonly TruthLine[]): PackScore {
  const byRow = new Map(truth.map((t) => [t.row, t]));
  const twins = twinRows(result);
  const autos = result.matches.filter((m) => m.tier === 'auto');
  const good = new Set<number>();
  const goodInvoice = new Set<number>();
  const goodDiary = new Set<number>();
  let wrongAuto = 0;
  for (const m of autos) {
    if (!correct(m, byRow, twins)) {
      wrongAuto += 1;
      continue;
    }
    for (const r of m.bankRows) {
      good.add(r);
      (m.diaryRows.length > 0 ? goodDiary : goodInvoice).add(r);
    }
  }
  let suggestedLines = 0;
  let top1 = 0;
  for (const t of truth) {
    for (const side of ['invoice', 'diary'] as const) {
      const done = side === 'invoice' ? goodInvoice : goodDiary;
      const expected = side === 'invoice' ? t.invoices.length > 0 && !t.ambiguous : t.diaryRow !== null;
      if (!expected || done.has(t.row)) continue;
      const first = result.matches.find((m) => m.tier === 'suggested' && m.rank === 1 && m.bankRows.includes(t.row) && (m.diaryRows.length > 0) === (side === 'diary'));
      if (!first) continue;
      suggestedLines += 1;
      if (correct(first, byRow, twins)) top1 += 1;
    }
  }
  const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
  const identified = truth.filter((t) => t.identified && t.invoices.length > 0 && !t.ambiguous);
  const invoiced = truth.filter((t) => t.invoices.length > 0 && !t.ambiguous);
  const booked = truth.filter((t) => t.diaryRow !== null);
  return {
    lines: truth.length,
    autoMatches: autos.length,
    wrongAuto,
    autoRecall: ratio(good.size, truth.length),
    identifiedRecall: ratio(identified.filter((t) => goodInvoice.has(t.row)).length, identified.length),
    invoiceRecall: ratio(invoiced.filter((t) => goodInvoice.has(t.row)).length, invoiced.length),
    diaryRecall: ratio(booked.filter((t) => goodDiary.has(t.row)).length, booked.length),
    top1: ratio(top1, suggestedLines),
    suggestedLines,
    precision: ratio(autos.length - wrongAuto, autos.length),
  };
}
