/**
 * From the engine's result to the documents of a session: one line per bank movement of this
 * year's statement, the matches, the book side's items (diary 572 lines and invoices) and the
 * summary (estado de conciliación). Pure: the same result always gives the same ids and
 * documents, so a retried task writes exactly what the first attempt wrote.
 */
import type { KnownInvoice, Match, ReconcileResult } from '@factoria/domain/banking/types';
import {
  lineId,
  type BankBookItem,
  type BankInvoiceRef,
  type BankLine,
  type BankLineState,
  type BankMatch,
  type BankSummary,
} from '@factoria/domain/records/bank-session.schema';

export interface SessionRecords {
  lines: Map<string, BankLine>;
  matches: Map<string, BankMatch>;
  bookItems: Map<string, BankBookItem>;
  summary: BankSummary;
  period: { from: string; to: string } | null;
}

export const CASH_ACCOUNT = '572';

/** A Firestore-safe id for the engine's match id (its index keeps it unique). */
export function matchDocId(match: Match, index: number): string {
  const clean = match.id.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 100);
  return clean ? `m-${clean}` : `m-${index}`;
}

export const diaryItemId = (row: number) => `d${row}`;
export const registerItemId = (row: number) => `i${row}`;
export const knownItemId = (id: string) => `k${id}`;

function invoiceRefs(match: Match, result: ReconcileResult, known: Map<string, KnownInvoice>): BankInvoiceRef[] {
  const register = new Map((result.invoices?.items ?? []).map((item) => [item.row, item]));
  const refs: BankInvoiceRef[] = [];
  for (const row of match.invoiceRows) {
    const item = register.get(row);
    if (item) refs.push({ source: 'register', row, id: null, number: item.number, date: item.date, counterpartyName: item.counterpartyName, totalCents: item.totalCents });
  }
  for (const id of match.invoiceIds) {
    const item = known.get(id);
    if (item) refs.push({ source: 'factoria', row: null, id, number: item.number, date: item.date, counterpartyName: item.counterpartyName, totalCents: item.totalCents });
  }
  return refs;
}

function toMatch(match: Match, result: ReconcileResult, known: Map<string, KnownInvoice>): BankMatch {
  return {
    lineIds: match.bankRows.map(lineId),
    bankRows: match.bankRows,
    invoiceRows: match.invoiceRows,
    invoiceIds: match.invoiceIds,
    diaryRows: match.diaryRows,
    invoices: invoiceRefs(match, result, known),
    tier: match.tier,
    method: match.method,
    rank: match.rank,
    differenceCents: match.differenceCents,
    differenceReason: match.differenceReason,
    evidence: match.evidence,
    state: match.tier,
    decidedBy: null,
    decidedByName: null,
    decidedAt: null,
  };
}

/** Book items are pending until a match settles them: an automatic one here, an accepted one later. */
function bookItems(result: ReconcileResult, known: KnownInvoice[]): Map<string, BankBookItem> {
  const items = new Map<string, BankBookItem>();
  const auto = result.matches.filter((match) => match.tier === 'auto');
  const settledDiary = new Set(auto.flatMap((match) => match.diaryRows));
  const settledRegister = new Set(auto.flatMap((match) => match.invoiceRows));
  const settledKnown = new Set(auto.flatMap((match) => match.invoiceIds));
  for (const line of result.diary?.lines ?? []) {
    if (!line.account.startsWith(CASH_ACCOUNT)) continue;
    items.set(diaryItemId(line.row), {
      kind: 'diary', source: 'diary', row: line.row, invoiceId: null, date: line.date, number: line.entry,
      description: line.description, amountCents: line.debitCents - line.creditCents, pending: !settledDiary.has(line.row),
    });
  }
  for (const item of result.invoices?.items ?? []) {
    items.set(registerItemId(item.row), {
      kind: 'invoice', source: 'register', row: item.row, invoiceId: null, date: item.date, number: item.number,
      description: item.counterpartyName ?? '', amountCents: item.kind === 'issued' ? item.totalCents : -item.totalCents,
      pending: !settledRegister.has(item.row),
    });
  }
  for (const item of known) {
    items.set(knownItemId(item.id), {
      kind: 'invoice', source: 'factoria', row: null, invoiceId: item.id, date: item.date, number: item.number,
      description: item.counterpartyName ?? '', amountCents: item.kind === 'issued' ? item.totalCents : -item.totalCents,
      pending: !settledKnown.has(item.id),
    });
  }
  return items;
}

/** The count field of the summary each line state adds to. */
export const SUMMARY_FIELD: Record<BankLineState, 'auto' | 'suggested' | 'matched' | 'unmatched' | 'noDocument'> = {
  auto: 'auto',
  suggested: 'suggested',
  matched: 'matched',
  unmatched: 'unmatched',
  'no-document': 'noDocument',
};

function summarize(result: ReconcileResult, lines: Map<string, BankLine>, items: Map<string, BankBookItem>): BankSummary {
  const summary: BankSummary = {
    lines: lines.size, auto: 0, suggested: 0, matched: 0, unmatched: 0, noDocument: 0,
    bankBalanceCents: result.summary.bankBalanceCents,
    ledgerBalanceCents: result.summary.ledgerBalanceCents,
    bankPending: { count: 0, cents: 0 },
    bookPending: { count: 0, cents: 0 },
    invoicesPending: 0,
  };
  for (const line of lines.values()) {
    summary[SUMMARY_FIELD[line.state]] += 1;
    if (!line.booked) {
      summary.bankPending.count += 1;
      summary.bankPending.cents += line.amountCents;
    }
  }
  for (const item of items.values()) {
    if (!item.pending) continue;
    if (item.kind === 'diary') {
      summary.bookPending.count += 1;
      summary.bookPending.cents += item.amountCents;
    } else summary.invoicesPending += 1;
  }
  return summary;
}

/**
 * Which match decides a line's state: the invoice side first (is there a document?), automatic
 * over suggested; a line only the diary explains is settled by its booking. So a line booked in
 * the diary whose invoice is in doubt still asks for a review.
 */
function priority(match: Match): number {
  const invoice = match.invoiceRows.length > 0 || match.invoiceIds.length > 0;
  return (invoice ? 0 : 2) + (match.tier === 'auto' ? 0 : 1);
}

export function sessionRecords(result: ReconcileResult, known: KnownInvoice[]): SessionRecords {
  const knownById = new Map(known.map((invoice) => [invoice.id, invoice]));
  const matches = new Map<string, BankMatch>();
  const best = new Map<number, { id: string; match: Match }>();
  const booked = new Set<number>();
  result.matches.forEach((match, index) => {
    const id = matchDocId(match, index);
    matches.set(id, toMatch(match, result, knownById));
    if (match.tier === 'auto' && match.diaryRows.length > 0) match.bankRows.forEach((row) => booked.add(row));
    for (const row of match.bankRows) {
      const current = best.get(row);
      const better = !current || priority(match) < priority(current.match)
        || (priority(match) === priority(current.match) && match.rank < current.match.rank);
      if (better) best.set(row, { id, match });
    }
  });
  const lines = new Map<string, BankLine>();
  for (const line of result.statement?.lines ?? []) {
    const decided = best.get(line.row);
    lines.set(lineId(line.row), {
      row: line.row, date: line.date, valueDate: line.valueDate, amountCents: line.amountCents,
      description: line.description, balanceCents: line.balanceCents,
      state: decided ? decided.match.tier : 'unmatched',
      matchId: decided?.id ?? null,
      booked: booked.has(line.row),
      decisionIds: [],
    });
  }
  const items = bookItems(result, known);
  const dates = [...lines.values()].map((line) => line.date).sort();
  const period = dates.length ? { from: dates[0]!, to: dates[dates.length - 1]! } : null;
  return { lines, matches, bookItems: items, summary: summarize(result, lines, items), period };
}
