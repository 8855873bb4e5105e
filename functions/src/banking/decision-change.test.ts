import { describe, expect, it } from 'vitest';
import { applyPayments, reversed, summaryDelta, type Change } from './decision-change';

const line = { state: 'unmatched' as const, matchId: null, booked: false };
const matched = { state: 'matched' as const, matchId: 's-1', booked: false };

describe('payments in a decision', () => {
  const split: Change = { lines: { r1: { before: line, after: matched } }, match: null, items: {}, paid: { i2: 100_000, i3: 20_000 } };
  const items = new Map([
    ['i2', { kind: 'invoice' as const, amountCents: -100_000, pending: true }],
    ['i3', { kind: 'invoice' as const, amountCents: -50_000, pending: true, paidCents: 10_000 }],
  ]);

  it('closes an invoice its payments cover and keeps one paid in part pending, with the summary moving by one', () => {
    const applied = applyPayments(split, items);
    expect(applied.items).toEqual({ i2: { before: true, after: false }, i3: { before: true, after: true } });
    expect(summaryDelta(applied, new Map([['r1', -120_000]]), items)).toEqual({ unmatched: -1, matched: 1, invoicesPending: -1 });
  });

  it('undoes the payments and reopens what they alone had closed', () => {
    const undo = reversed(applyPayments(split, items));
    expect(undo.paid).toEqual({ i2: -100_000, i3: -20_000 });
    const after = new Map([
      ['i2', { kind: 'invoice' as const, amountCents: -100_000, pending: false, paidCents: 100_000 }],
      ['i3', { kind: 'invoice' as const, amountCents: -50_000, pending: true, paidCents: 30_000 }],
    ]);
    expect(applyPayments(undo, after).items).toEqual({ i2: { before: false, after: true }, i3: { before: true, after: true } });
  });
});
