/**
 * The split decision: one bank movement paying several invoices, or part of one. The parts'
 * amounts go to each invoice's `paidCents`; an invoice paid in full leaves the pending side, one
 * paid in part stays there with what it still has open; what the parts leave of the movement is
 * the match's `residualCents`, shown on the line. Rules in domain/banking/split.ts.
 */
import { planSplit } from '@factoria/domain/banking/split';
import type { BankBookItem, BankMatch } from '@factoria/domain/records/bank-session.schema';
import { BankError } from './bank-error';
import { bookRefs, decided, readItems, readOpenLine, type Context } from './decision-context';
import { linePart, type Change } from './decision-change';

export async function splitLine(ctx: Context, lineId: string, parts: readonly { bookItemId: string; amountCents: number }[]) {
  const { line, lines } = await readOpenLine(ctx, lineId);
  const items = await readItems(ctx, parts.map((part) => part.bookItemId));
  const plan = planSplit(line.amountCents, items, parts);
  if (!plan.ok) throw new BankError(plan.code);
  const matchId = `s-${ctx.decisionId}`;
  const chosen = plan.parts.map((part) => items.get(part.bookItemId)!) as BankBookItem[];
  const match: BankMatch = {
    lineIds: [lineId], bankRows: [line.row], ...bookRefs(chosen),
    tier: 'manual', method: 'split', rank: 1, differenceCents: 0, differenceReason: null, evidence: [],
    parts: plan.parts.map(({ bookItemId, amountCents, openAfterCents }) => ({ bookItemId, amountCents, openAfterCents })),
    residualCents: plan.residualCents,
    ...decided(ctx, 'forced'),
  };
  const change: Change = {
    lines: { [lineId]: { before: linePart(line), after: { state: 'matched', matchId, booked: line.booked } } },
    match: { id: matchId, before: null, after: match },
    // The pending flags follow from the payments (applyPayments, decide-bank-line.ts).
    items: {},
    paid: Object.fromEntries(plan.parts.map((part) => [part.bookItemId, part.amountCents])),
  };
  return { change, lines, items };
}
