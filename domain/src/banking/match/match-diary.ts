/**
 * Bank lines ↔ the diary's 572 (bank) lines: booked or not booked. Same signed amount (a debit
 * to 572 is money in) within a week. Same-day lines of one amount pair in order when both sides
 * hold the same number of them (two identical coffees booked twice: interchangeable, so not a
 * tie); otherwise a pair is automatic only when each is the other's single candidate.
 */
import type { DiaryLine, StatementLine } from '../types';
import { dayNumber } from './candidates';
import { push } from './engine';
import { EVIDENCE, type Proposal } from './proposal';

const DIARY_WINDOW = 7;
const LATE_WINDOW = 45;

export interface DiaryMatch {
  autos: Proposal[];
  suggestions: Map<number, Proposal[]>;
  /** Indexes (into the diary lines) of the bank account's lines. */
  bankLines: number[];
  ledgerBalanceCents: number | null;
}

interface Item {
  index: number;
  day: number;
  /** Bank lines: their description, to tell identical (interchangeable) lines. */
  text?: string;
}

function bankAccountLines(lines: readonly StatementLine[], diary: readonly DiaryLine[]): number[] {
  const byAccount = new Map<string, number[]>();
  diary.forEach((d, i) => {
    if (d.account.startsWith('572')) push(byAccount, d.account, i);
  });
  if (byAccount.size <= 1) return [...byAccount.values()][0] ?? [];
  // One 572 subaccount per bank account: the one whose amounts the statement shows most.
  const amounts = new Set(lines.map((l) => l.amountCents));
  let best: number[] = [];
  let bestHits = -1;
  for (const [, indexes] of [...byAccount].sort(([a], [b]) => a.localeCompare(b))) {
    const hits = indexes.filter((i) => amounts.has(diary[i]!.debitCents - diary[i]!.creditCents)).length;
    if (hits > bestHits) {
      best = indexes;
      bestHits = hits;
    }
  }
  return best;
}

function make(bank: Item, entry: Item, tier: Proposal['tier'], evidence: string[], score: number): Proposal {
  return { lines: [bank.index], candidates: [], diary: [entry.index], tier, method: 'diary', differenceCents: 0, differenceReason: null, evidence, score };
}

function matchGroup(bank: Item[], entries: Item[], out: DiaryMatch): void {
  const paired = new Set<Item>();
  const days = new Map<number, { bank: Item[]; entries: Item[] }>();
  for (const b of bank) (days.get(b.day) ?? days.set(b.day, { bank: [], entries: [] }).get(b.day)!).bank.push(b);
  for (const e of entries) days.get(e.day)?.entries.push(e);
  for (const day of days.values()) {
    if (day.bank.length !== day.entries.length) continue;
    const evidence = [EVIDENCE.amountExact, EVIDENCE.sameDay, ...(day.bank.length > 1 ? [EVIDENCE.identical] : [])];
    day.bank.forEach((b, i) => {
      out.autos.push(make(b, day.entries[i]!, 'auto', evidence, 80));
      paired.add(b).add(day.entries[i]!);
    });
  }
  const near = (a: Item, b: Item) => Math.abs(a.day - b.day) <= DIARY_WINDOW;
  // Identical bank lines (same day, amount and text) are interchangeable: when exactly as many
  // diary lines, claimed by no other movement, fall in their window, pair them in date order.
  const clusters = new Map<string, Item[]>();
  for (const b of bank) if (!paired.has(b)) push(clusters, `${b.day}|${b.text}`, b);
  for (const cluster of clusters.values()) {
    if (cluster.length < 2) continue;
    const cands = entries.filter((e) => !paired.has(e) && near(cluster[0]!, e)).sort((x, y) => x.day - y.day);
    const others = bank.filter((o) => !paired.has(o) && !cluster.includes(o) && cands.some((e) => near(o, e)));
    if (cands.length !== cluster.length || others.length > 0) continue;
    cluster.forEach((b, i) => {
      out.autos.push(make(b, cands[i]!, 'auto', [EVIDENCE.amountExact, EVIDENCE.nearDate, EVIDENCE.identical], 75));
      paired.add(b).add(cands[i]!);
    });
  }
  const restBank = bank.filter((b) => !paired.has(b));
  const restEntries = entries.filter((e) => !paired.has(e));
  for (const b of restBank) {
    const near45 = restEntries.filter((e) => Math.abs(e.day - b.day) <= LATE_WINDOW).sort((x, y) => Math.abs(x.day - b.day) - Math.abs(y.day - b.day));
    const cands = near45.filter((e) => near(b, e));
    if (cands.length === 0) {
      // A cheque or transfer booked weeks before the bank shows it: a suggestion, never automatic.
      const late = near45.slice(0, 3).map((e, i) => make(b, e, 'suggested', [EVIDENCE.amountExact, EVIDENCE.dateWindow], 50 - i));
      if (late.length > 0) out.suggestions.set(b.index, [...(out.suggestions.get(b.index) ?? []), ...late]);
      continue;
    }
    const only = cands.length === 1 && restBank.filter((o) => near(o, cands[0]!)).length === 1;
    if (only) out.autos.push(make(b, cands[0]!, 'auto', [EVIDENCE.amountExact, EVIDENCE.nearDate], 75));
    else {
      const list = cands.slice(0, 3).map((e, i) => make(b, e, 'suggested', [EVIDENCE.amountExact, EVIDENCE.nearDate, EVIDENCE.tie], 70 - i));
      out.suggestions.set(b.index, [...(out.suggestions.get(b.index) ?? []), ...list]);
    }
  }
}

export function matchDiary(lines: readonly StatementLine[], diary: readonly DiaryLine[]): DiaryMatch {
  const bankLines = bankAccountLines(lines, diary);
  const out: DiaryMatch = { autos: [], suggestions: new Map(), bankLines, ledgerBalanceCents: null };
  if (bankLines.length === 0) return out;
  out.ledgerBalanceCents = bankLines.reduce((s, i) => s + diary[i]!.debitCents - diary[i]!.creditCents, 0);
  const groups = new Map<number, { bank: Item[]; entries: Item[] }>();
  const group = (amount: number) => groups.get(amount) ?? groups.set(amount, { bank: [], entries: [] }).get(amount)!;
  lines.forEach((l, index) => group(l.amountCents).bank.push({ index, day: dayNumber(l.date), text: l.description }));
  for (const index of bankLines) {
    const d = diary[index]!;
    groups.get(d.debitCents - d.creditCents)?.entries.push({ index, day: dayNumber(d.date) });
  }
  for (const g of groups.values()) if (g.entries.length > 0) matchGroup(g.bank, g.entries, out);
  return out;
}
