import { describe, expect, it } from 'vitest';
import { fillSplit, openCents, pendingAfterPayment, planSplit, type SplitItem } from './split';

const invoice = (amountCents: number, paidCents = 0, pending = true): SplitItem => ({ kind: 'invoice', amountCents, paidCents, pending });
const items = new Map<string, SplitItem>([
  ['i2', invoice(-100_000)],
  ['i3', invoice(-50_000, 20_000)],
  ['i4', invoice(30_000)],
  ['d5', { kind: 'diary', amountCents: -100_000, pending: true }],
  ['i6', invoice(-10_000, 0, false)],
]);

describe('bank line split', () => {
  it('pays several invoices with one movement and keeps what it leaves of the movement', () => {
    const plan = planSplit(-140_000, items, [{ bookItemId: 'i2', amountCents: 100_000 }, { bookItemId: 'i3', amountCents: 30_000 }]);
    expect(plan).toEqual({
      ok: true,
      allocatedCents: 130_000,
      residualCents: 10_000,
      parts: [
        { bookItemId: 'i2', amountCents: 100_000, openBeforeCents: 100_000, openAfterCents: 0 },
        { bookItemId: 'i3', amountCents: 30_000, openBeforeCents: 30_000, openAfterCents: 0 },
      ],
    });
  });

  it('pays part of one invoice and leaves the rest open on it', () => {
    const plan = planSplit(-40_000, items, [{ bookItemId: 'i2', amountCents: 40_000 }]);
    expect(plan).toMatchObject({ ok: true, residualCents: 0, parts: [{ openBeforeCents: 100_000, openAfterCents: 60_000 }] });
  });

  it.each([
    [-140_000, [{ bookItemId: 'i2', amountCents: 100_000 }, { bookItemId: 'i3', amountCents: 30_001 }], 'bank/split-over-open'],
    [-100_000, [{ bookItemId: 'i2', amountCents: 90_000 }, { bookItemId: 'i3', amountCents: 20_000 }], 'bank/split-over-line'],
    [-100_000, [{ bookItemId: 'i4', amountCents: 10_000 }], 'bank/split-direction'],
    [-100_000, [{ bookItemId: 'd5', amountCents: 10_000 }], 'bank/split-not-invoice'],
    [-100_000, [{ bookItemId: 'i6', amountCents: 10_000 }], 'bank/split-item-closed'],
    [-100_000, [{ bookItemId: 'i9', amountCents: 10_000 }], 'bank/not-found'],
  ] as const)('refuses a split of %d over %j with %s', (line, parts, code) => {
    expect(planSplit(line, items, parts)).toMatchObject({ ok: false, code });
  });

  it('proposes each picked invoice its open amount while the movement lasts', () => {
    expect(fillSplit(-140_000, [100_000, 30_000, 50_000])).toEqual([100_000, 30_000, 10_000]);
    expect(fillSplit(25_000, [30_000, 5_000])).toEqual([25_000, 0]);
  });

  it('knows what an invoice has open and when a payment closes or reopens it', () => {
    expect(openCents(invoice(-50_000, 20_000))).toBe(30_000);
    expect(openCents(invoice(-50_000, 0, false))).toBe(0);
    expect(pendingAfterPayment(invoice(-50_000), 20_000, 50_000)).toBe(false);
    expect(pendingAfterPayment(invoice(-50_000), 0, 20_000)).toBe(true);
    // Closed by payments alone: undoing one reopens it.
    expect(pendingAfterPayment(invoice(-50_000, 50_000, false), 50_000, 30_000)).toBe(true);
    // Closed by a match that is not a payment: it stays closed.
    expect(pendingAfterPayment(invoice(-50_000, 20_000, false), 20_000, 0)).toBe(false);
  });
});
