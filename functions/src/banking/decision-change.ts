/**
 * A decision on a bank session as a change of documents: the lines' state, one match's state
 * (or its creation/removal), the book items' pending flags, each with its value before and
 * after, and the payments added to invoices. The same change, reversed, is its undo; the
 * summary moves by the difference. Pure.
 */
import { pendingAfterPayment } from '@factoria/domain/banking/split';
import type { BankBookItem, BankLine, BankLineState, BankMatch } from '@factoria/domain/records/bank-session.schema';
import { SUMMARY_FIELD } from './session-records';

export type LinePart = Pick<BankLine, 'state' | 'matchId' | 'booked'>;
export type MatchPart = Partial<BankMatch> | null;

export interface Change {
  lines: Record<string, { before: LinePart; after: LinePart }>;
  match: { id: string; before: MatchPart; after: MatchPart } | null;
  items: Record<string, { before: boolean; after: boolean }>;
  /** Payments (splits, accepted partial payments): cents added to each invoice's `paidCents`. */
  paid?: Record<string, number>;
}

export const linePart = (line: BankLine): LinePart => ({ state: line.state, matchId: line.matchId, booked: line.booked });

/**
 * Turns a change's payments into pending flags: an invoice leaves the pending side when its
 * payments reach its total, and one that payments alone had closed comes back when one is undone
 * (domain/banking/split.ts). Items are as read in the decision's transaction.
 */
export function applyPayments(change: Change, items: Map<string, Pick<BankBookItem, 'amountCents' | 'pending' | 'paidCents'>>): Change {
  if (!change.paid) return change;
  const flags = { ...change.items };
  for (const [id, cents] of Object.entries(change.paid)) {
    const item = items.get(id);
    if (!item) continue;
    const before = item.paidCents ?? 0;
    flags[id] = { before: item.pending, after: pendingAfterPayment(item, before, before + cents) };
  }
  return { ...change, items: flags };
}

export function reversed(change: Change): Change {
  const flip = <T,>(record: Record<string, { before: T; after: T }>) =>
    Object.fromEntries(Object.entries(record).map(([id, part]) => [id, { before: part.after, after: part.before }]));
  return {
    lines: flip(change.lines),
    match: change.match ? { id: change.match.id, before: change.match.after, after: change.match.before } : null,
    items: flip(change.items),
    ...(change.paid ? { paid: Object.fromEntries(Object.entries(change.paid).map(([id, cents]) => [id, -cents])) } : {}),
  };
}

/** Increments of the session's `summary.*` fields a change causes. */
export function summaryDelta(change: Change, amounts: Map<string, number>, items: Map<string, Pick<BankBookItem, 'kind' | 'amountCents'>>): Record<string, number> {
  const delta: Record<string, number> = {};
  const add = (field: string, n: number) => {
    if (n !== 0) delta[field] = (delta[field] ?? 0) + n;
  };
  const count = (state: BankLineState) => SUMMARY_FIELD[state];
  for (const [id, { before, after }] of Object.entries(change.lines)) {
    if (before.state !== after.state) {
      add(count(before.state), -1);
      add(count(after.state), 1);
    }
    if (before.booked !== after.booked) {
      const sign = after.booked ? -1 : 1;
      add('bankPending.count', sign);
      add('bankPending.cents', sign * (amounts.get(id) ?? 0));
    }
  }
  for (const [id, { before, after }] of Object.entries(change.items)) {
    const item = items.get(id);
    if (!item || before === after) continue;
    const sign = after ? 1 : -1;
    if (item.kind === 'diary') {
      add('bookPending.count', sign);
      add('bookPending.cents', sign * item.amountCents);
    } else add('invoicesPending', sign);
  }
  return delta;
}
