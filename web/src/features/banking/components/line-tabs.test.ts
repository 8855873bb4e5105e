import type { BankLine, BankSummary } from '@factoria/domain/records/bank-session.schema';
import { describe, expect, it } from 'vitest';
import { tabLines } from './line-tabs';
import { matchedShare } from './matched-share';

const line = (row: number, state: BankLine['state']): BankLine => ({
  row, date: '2026-01-01', valueDate: null, amountCents: -100, description: '', balanceCents: null, state, matchId: null, booked: false, decisionIds: [],
});

describe('tabLines', () => {
  const lines = [line(2, 'auto'), line(3, 'suggested'), line(4, 'matched'), line(5, 'unmatched'), line(6, 'no-document')];
  it('puts automatic, matched and no-document lines under matched', () => {
    expect(tabLines(lines, 'matched').map((l) => l.row)).toEqual([2, 4, 6]);
    expect(tabLines(lines, 'suggested').map((l) => l.row)).toEqual([3]);
    expect(tabLines(lines, 'unmatched').map((l) => l.row)).toEqual([5]);
    expect(tabLines(lines, 'all')).toHaveLength(5);
  });
});

describe('matchedShare', () => {
  it('counts settled lines over all lines, and nothing for an empty session', () => {
    const summary = { lines: 10, auto: 5, suggested: 2, matched: 1, unmatched: 1, noDocument: 1 } as BankSummary;
    expect(matchedShare(summary)).toBe(0.7);
    expect(matchedShare({ ...summary, lines: 0 })).toBeNull();
    expect(matchedShare(null)).toBeNull();
  });
});
