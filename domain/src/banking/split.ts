/**
 * Splitting one bank movement over invoices: a payment of several invoices at once, or part of
 * one (a partial payment). Each part takes an amount of the movement (cents, positive) to one
 * invoice, at most what that invoice still has open; the parts add up to at most the movement.
 * What the movement does not cover stays open on the invoice (its residual), and what the
 * parts leave of the movement stays visible on the line (`residualCents`). Pure: the decisions
 * callable and the split dialog both use it.
 */

export interface SplitItem {
  kind: 'diary' | 'invoice';
  /** Signed: received invoices (money out) negative, issued ones positive. */
  amountCents: number;
  /** Already paid by earlier splits or accepted partial payments (magnitude). */
  paidCents?: number;
  pending: boolean;
}

export interface SplitPart {
  bookItemId: string;
  amountCents: number;
}

export interface PlannedPart extends SplitPart {
  openBeforeCents: number;
  openAfterCents: number;
}

export type SplitErrorCode =
  | 'bank/not-found'
  | 'bank/split-not-invoice'
  | 'bank/split-item-closed'
  | 'bank/split-direction'
  | 'bank/split-over-open'
  | 'bank/split-over-line';

export type SplitPlan =
  | { ok: true; parts: PlannedPart[]; allocatedCents: number; residualCents: number }
  | { ok: false; code: SplitErrorCode; bookItemId?: string };

/** What an invoice still has open (magnitude, cents). */
export function openCents(item: Pick<SplitItem, 'amountCents' | 'paidCents' | 'pending'>): number {
  return item.pending ? Math.max(0, Math.abs(item.amountCents) - (item.paidCents ?? 0)) : 0;
}

export function planSplit(lineAmountCents: number, items: ReadonlyMap<string, SplitItem>, parts: readonly SplitPart[]): SplitPlan {
  const planned: PlannedPart[] = [];
  let allocated = 0;
  for (const part of parts) {
    const item = items.get(part.bookItemId);
    if (!item) return { ok: false, code: 'bank/not-found', bookItemId: part.bookItemId };
    if (item.kind !== 'invoice') return { ok: false, code: 'bank/split-not-invoice', bookItemId: part.bookItemId };
    const open = openCents(item);
    if (open === 0) return { ok: false, code: 'bank/split-item-closed', bookItemId: part.bookItemId };
    if (Math.sign(item.amountCents) !== Math.sign(lineAmountCents)) return { ok: false, code: 'bank/split-direction', bookItemId: part.bookItemId };
    if (part.amountCents > open) return { ok: false, code: 'bank/split-over-open', bookItemId: part.bookItemId };
    allocated += part.amountCents;
    planned.push({ ...part, openBeforeCents: open, openAfterCents: open - part.amountCents });
  }
  if (allocated > Math.abs(lineAmountCents)) return { ok: false, code: 'bank/split-over-line' };
  return { ok: true, parts: planned, allocatedCents: allocated, residualCents: Math.abs(lineAmountCents) - allocated };
}

/**
 * The amounts a split proposes for invoices picked in order: each takes what it has open, as
 * long as the movement lasts; the last one picked may be paid in part, later ones get nothing.
 */
export function fillSplit(lineAmountCents: number, opens: readonly number[]): number[] {
  let left = Math.abs(lineAmountCents);
  return opens.map((open) => {
    const take = Math.min(open, left);
    left -= take;
    return take;
  });
}

/**
 * Whether an invoice is pending once its paid amount moves from `paidBefore` to `paidAfter`.
 * An invoice stays closed if something other than payments closed it (an accepted or
 * hand-made match); one that payments alone had closed reopens when a payment is undone.
 */
export function pendingAfterPayment(item: Pick<SplitItem, 'amountCents' | 'pending'>, paidBefore: number, paidAfter: number): boolean {
  const total = Math.abs(item.amountCents);
  const closedByPayments = !item.pending && paidBefore >= total;
  return item.pending || closedByPayments ? paidAfter < total : false;
}
