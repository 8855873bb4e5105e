import type { Match, ReconcileResult } from '@factoria/domain/banking/types';
import { describe, expect, it } from 'vitest';
import { reversed, summaryDelta, type Change } from './decision-change';
import { sessionRecords } from './session-records';

const line = (row: number, amountCents: number, date = '2026-01-10') => ({
  row, date, valueDate: date, amountCents, description: `line ${row}`, balanceCents: null, key: `k${row}`,
});
const match = (overrides: Partial<Match>): Match => ({
  id: 'x', bankRows: [], invoiceRows: [], invoiceIds: [], diaryRows: [], tier: 'auto', method: 'amount', rank: 1,
  differenceCents: 0, differenceReason: null, evidence: [], ...overrides,
});

function result(): ReconcileResult {
  return {
    statement: { format: 'n43', bank: 'n43', iban: null, currency: 'EUR', openingBalanceCents: 0, closingBalanceCents: -3000, lines: [line(2, -1210, '2026-01-05'), line(3, -1790, '2026-02-01'), line(4, -150)] },
    lastYear: null,
    diary: { lines: [
      { row: 2, entry: '1', date: '2026-01-05', account: '57200001', description: 'pago', debitCents: 0, creditCents: 1210 },
      { row: 3, entry: '1', date: '2026-01-05', account: '40000001', description: 'pago', debitCents: 1210, creditCents: 0 },
      { row: 4, entry: '2', date: '2026-01-30', account: '572', description: 'cobro', debitCents: 500, creditCents: 0 },
    ] },
    invoices: { items: [{ row: 2, number: 'A-1', date: '2026-01-01', counterpartyTaxId: 'B12345674', counterpartyName: 'Acme', totalCents: 1790, irpfCents: 0, kind: 'received' }] },
    matches: [
      match({ id: 'a/1', bankRows: [2], diaryRows: [2], method: 'diary' }),
      match({ id: 's1', bankRows: [3], invoiceRows: [2], tier: 'suggested', rank: 1 }),
      match({ id: 's2', bankRows: [3], invoiceIds: ['inv-9'], tier: 'suggested', rank: 2 }),
    ],
    unmatched: { bankRows: [4], invoiceRows: [], invoiceIds: ['inv-9'], diaryRows: [4] },
    files: [], issues: [], failure: null,
    summary: { lines: 3, auto: 1, suggested: 1, unmatched: 1, bankBalanceCents: -3000, ledgerBalanceCents: -710 },
    timings: { ms: 1, parseMs: 1, matchMs: 0 },
  };
}

const known = [{ id: 'inv-9', number: 'F-9', date: '2026-01-20', counterpartyTaxId: null, counterpartyName: 'Zeta', totalCents: 1790, irpfCents: 0, kind: 'received' as const }];

describe('sessionRecords', () => {
  const records = sessionRecords(result(), known);

  it('gives each bank line its deciding match and whether the diary books it', () => {
    expect(records.lines.get('r0000002')).toMatchObject({ state: 'auto', matchId: 'm-a-1', booked: true, decisionIds: [] });
    expect(records.lines.get('r0000003')).toMatchObject({ state: 'suggested', matchId: 'm-s1', booked: false });
    expect(records.lines.get('r0000004')).toMatchObject({ state: 'unmatched', matchId: null });
  });

  it('keeps only the 572 lines of the diary as book items, pending until an automatic match settles them', () => {
    expect([...records.bookItems.keys()].sort()).toEqual(['d2', 'd4', 'i2', 'kinv-9']);
    expect(records.bookItems.get('d2')).toMatchObject({ pending: false, amountCents: -1210 });
    expect(records.bookItems.get('d4')).toMatchObject({ pending: true, amountCents: 500 });
    // Only suggested: still pending until someone accepts it.
    expect(records.bookItems.get('i2')).toMatchObject({ pending: true, amountCents: -1790 });
  });

  it('sums the estado de conciliación', () => {
    expect(records.summary).toMatchObject({
      lines: 3, auto: 1, suggested: 1, unmatched: 1,
      bankPending: { count: 2, cents: -1940 }, bookPending: { count: 1, cents: 500 }, invoicesPending: 2,
    });
    expect(records.period).toEqual({ from: '2026-01-05', to: '2026-02-01' });
  });

  it('asks for a review of a line the diary books but whose invoice is in doubt', () => {
    const booked = result();
    booked.matches.push(match({ id: 'b3', bankRows: [3], diaryRows: [2], method: 'diary' }));
    expect(sessionRecords(booked, known).lines.get('r0000003')).toMatchObject({ state: 'suggested', matchId: 'm-s1', booked: true });
  });

  it('is the same on a second run (a retried task writes the same documents)', () => {
    const again = sessionRecords(result(), known);
    expect([...again.matches.keys()]).toEqual([...records.matches.keys()]);
    expect([...again.lines.values()]).toEqual([...records.lines.values()]);
  });
});

describe('decision changes', () => {
  const change: Change = {
    lines: { r3: { before: { state: 'suggested', matchId: 'm', booked: false }, after: { state: 'matched', matchId: 'm', booked: true } } },
    match: { id: 'm', before: { state: 'suggested' }, after: { state: 'accepted' } },
    items: { d4: { before: true, after: false }, i2: { before: true, after: false } },
  };
  const items = new Map([['d4', { kind: 'diary' as const, amountCents: 500 }], ['i2', { kind: 'invoice' as const, amountCents: -1790 }]]);

  it('moves the summary by the difference, and back by the undo', () => {
    const delta = summaryDelta(change, new Map([['r3', -1790]]), items);
    expect(delta).toEqual({ suggested: -1, matched: 1, 'bankPending.count': -1, 'bankPending.cents': 1790, 'bookPending.count': -1, 'bookPending.cents': -500, invoicesPending: -1 });
    const undone = summaryDelta(reversed(change), new Map([['r3', -1790]]), items);
    for (const [field, n] of Object.entries(delta)) expect(undone[field]).toBe(-n);
  });
});
