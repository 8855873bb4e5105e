import type { SplitItem } from '@factoria/domain/banking/split';
import type { BankBookItem } from '@factoria/domain/records/bank-session.schema';
import { describe, expect, it } from 'vitest';
import { centsText, checkSplit, pickRow, splitCandidates, textCents } from './split-form';

const item = (id: string, amountCents: number, extra: Partial<BankBookItem> = {}): BankBookItem & { id: string } => ({
  id, kind: 'invoice', source: 'register', row: 2, invoiceId: null, date: '2026-01-02', number: id, description: '', amountCents, pending: true, ...extra,
});
const items = [item('i2', -100_000), item('i3', -50_000, { paidCents: 20_000 }), item('i4', 30_000), item('d5', -10_000, { kind: 'diary' }), item('i6', -5000, { pending: false })];
const byId = new Map<string, SplitItem>(items.map((i) => [i.id, i]));

describe('split form', () => {
  it('offers open invoices whose money flows the way of the movement', () => {
    expect(splitCandidates(items, -140_000).map((i) => i.id)).toEqual(['i2', 'i3']);
    expect(splitCandidates(items, 10_000).map((i) => i.id)).toEqual(['i4']);
  });

  it('proposes what is left of the movement for each invoice picked, up to what it has open', () => {
    let rows = pickRow([], items[0]!, -120_000, 'es');
    rows = pickRow(rows, items[1]!, -120_000, 'es');
    expect(rows).toEqual([{ id: 'i2', text: '1000,00' }, { id: 'i3', text: '200,00' }]);
    expect(checkSplit(-120_000, byId, rows)).toMatchObject({ ok: true, residualCents: 0, parts: [{ openAfterCents: 0 }, { openAfterCents: 10_000 }] });
  });

  it('reads amounts in either decimal mark and refuses what is not an amount', () => {
    expect(textCents('1.234,56')).toBe(123_456);
    expect(textCents('1,234.56')).toBe(123_456);
    expect(textCents('1234,56')).toBe(123_456);
    expect(textCents('1234.56')).toBe(123_456);
    expect(textCents('1.234')).toBe(123_400);
    // A fraction of a cent is not an amount of money: refused rather than rounded.
    expect(textCents('12,345,6')).toBeNull();
    expect(textCents('0,125')).toBeNull();
    expect(centsText(123_456, 'en')).toBe('1234.56');
    expect(textCents(centsText(123_456, 'es'))).toBe(123_456);
    expect(checkSplit(-120_000, byId, [{ id: 'i2', text: 'mil' }])).toEqual({ ok: false, invalidRow: 'i2' });
    expect(checkSplit(-120_000, byId, [{ id: 'i2', text: '1200' }])).toMatchObject({ ok: false, code: 'bank/split-over-open' });
  });
});
